/*
 * host.c: the per-state control block, the capped allocator, creating and closing states.
 */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>

/* Bytes a script may allocate between two readings of the clock by the allocator. */
#define MH_TIME_CHECK_BYTES ((size_t)1 << 20)

/* A loop of long C calls (string.rep, concatenation, string.upper of megabytes) runs few VM
   instructions, so the count hook reads the clock only every few seconds of it. Every MiB such
   code allocates, the allocator reads the clock as well. The allocation that finds the deadline
   past still succeeds, the main thread's innermost line is noted (see mh_trip_memory), and its
   hook is set to fire on the next instruction, where it raises; the allocations after it fail. */
static void mh_check_deadline(mh_host *host, size_t growth) {
    if (host->deadline <= 0 || host->tripped != MH_TRIP_NONE) return;
    host->allocated_since_check += growth;
    if (host->allocated_since_check < MH_TIME_CHECK_BYTES) return;
    host->allocated_since_check = 0;
    if (mh_monotonic_seconds() <= host->deadline) return;
    host->tripped |= MH_TRIP_TIME;
    mh_note_limit_place(host->main_thread, 0);
    lua_sethook(host->main_thread, mh_budget_hook, LUA_MASKCOUNT, 1);
}

/* A refusal Lua's emergency collection did not cure, or could not try to: the memory limit.
   Lua raises its memory error, which no message handler sees, so the place was noted when the
   allocation was first refused, while the stack still showed it. */
void mh_settle_refusal(mh_host *host) {
    if (!host->refusal_pending) return;
    host->refusal_pending = 0;
    host->place_tentative = 0;
    host->tripped |= MH_TRIP_MEMORY;
    lua_sethook(host->main_thread, mh_budget_hook, LUA_MASKCOUNT, 1);
}

/* A growth past the cap is refused, and Lua answers a refusal with an emergency collection and
   the same request again (lmem.c, tryagain). So the first refusal is only pending: the retry
   decides. Refused again, it is the limit; granted, the garbage was the problem and nothing
   tripped. Any other request (or the end of the protected call) settles a refusal that was
   never retried. The place noted is the main thread's innermost line (when a coroutine runs,
   the line that resumed it). */
static int mh_past_cap(mh_host *host, void *ptr, size_t old, size_t nsize) {
    int retry = host->refusal_pending && host->refused_block == ptr && host->refused_size == nsize;
    if (host->refusal_pending && !retry) mh_settle_refusal(host);
    if (host->tripped != MH_TRIP_NONE) return 1;
    int over = host->memory_limit > 0 && host->used - old + nsize > host->memory_limit;
    if (retry) {
        if (over) {
            mh_settle_refusal(host);
            return 1;
        }
        host->refusal_pending = 0;
        if (host->place_tentative) host->limit_line = 0;
        host->place_tentative = 0;
        return 0;
    }
    if (!over) return 0;
    host->refusal_pending = 1;
    host->refused_block = ptr;
    host->refused_size = nsize;
    host->place_tentative = host->limit_line == 0;
    mh_note_limit_place(host->main_thread, 0);
    return 1;
}

/* The cap applies only while script code runs (strict > 0). Host code, Swift callbacks and
   lua_close never see an allocation fail, so no memory error can longjmp through a Swift frame
   or reach the panic handler; the trampoline checks the cap again once Swift has returned. Once
   any limit has tripped, script code gets no more memory: a loop of long C calls between two
   hook calls ends at its next allocation. */
static void *mh_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    mh_host *host = (mh_host *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        host->used -= old;
        return NULL;
    }
    if (nsize > old && host->strict > 0) {
        if (mh_past_cap(host, ptr, old, nsize)) return NULL;
        mh_check_deadline(host, nsize - old);
    }
    void *block = realloc(ptr, nsize);
    if (block == NULL) return NULL;
    host->used = host->used - old + nsize;
    if (host->used > host->peak) host->peak = host->used;
    return block;
}

/* Reached only by a raise outside any protected call: a bug in Masthead, never a script's doing. */
static int mh_panic(lua_State *L) {
    const char *message = lua_tostring(L, -1);
    fprintf(stderr, "masthead: unprotected Lua error: %s\n", message ? message : "(not a string)");
    abort();
}


lua_State *mh_newstate(mh_dispatch_fn dispatch, mh_release_fn release, void *owner) {
    mh_host *host = calloc(1, sizeof *host);
    if (host == NULL) return NULL;
    host->dispatch = dispatch;
    host->release = release;
    host->owner = owner;
    host->hook_step = 1000;
    lua_State *L = lua_newstate(mh_alloc, host);
    if (L == NULL) {
        free(host);
        return NULL;
    }
    host->main_thread = L;
    lua_atpanic(L, mh_panic);
    lua_setwarnf(L, NULL, NULL);
    lua_sethook(L, mh_budget_hook, LUA_MASKCOUNT, host->hook_step);
    return L;
}

mh_host *mh_gethost(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (mh_host *)ud;
}

void *mh_owner(lua_State *L) { return mh_gethost(L)->owner; }

void mh_close(lua_State *L) {
    mh_host *host = mh_gethost(L);
    host->strict = 0;
    lua_close(L);
    free(host);
}
