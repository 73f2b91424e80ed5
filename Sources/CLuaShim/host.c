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
   code allocates, the allocator reads the clock as well; past the deadline, every growing
   allocation fails until the budget is armed again, and the error is reported as the time limit. */
static int mh_past_deadline(mh_host *host, size_t growth) {
    if (host->deadline <= 0) return 0;
    if (host->tripped & MH_TRIP_TIME) return 1;
    host->allocated_since_check += growth;
    if (host->allocated_since_check < MH_TIME_CHECK_BYTES) return 0;
    host->allocated_since_check = 0;
    if (mh_monotonic_seconds() <= host->deadline) return 0;
    host->tripped |= MH_TRIP_TIME;
    return 1;
}

/* The cap applies only while script code runs (strict > 0). Host code, Swift callbacks and
   lua_close never see an allocation fail, so no memory error can longjmp through a Swift frame
   or reach the panic handler; the trampoline checks the cap again once Swift has returned. */
static void *mh_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    mh_host *host = (mh_host *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        host->used -= old;
        return NULL;
    }
    if (nsize > old && host->strict > 0 && host->memory_limit > 0 &&
        host->used - old + nsize > host->memory_limit) {
        host->tripped |= MH_TRIP_MEMORY;
        return NULL;
    }
    if (nsize > old && host->strict > 0 && mh_past_deadline(host, nsize - old)) return NULL;
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
