/*
 * budget.c: the instruction budget and the wall-clock deadline.
 *
 * A count hook charges the budget every hook_step instructions and checks the deadline. Once a
 * limit trips, the hook fires on every instruction of every thread and raises again, so a script's
 * own pcall can catch the error but never get past it.
 */
#include "internal.h"

#include <string.h>
#include <time.h>

double mh_monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

void mh_arm(lua_State *L, long long instructions, double seconds, size_t memory) {
    mh_host *host = mh_gethost(L);
    host->instructions = 0;
    host->instruction_limit = instructions;
    host->deadline = seconds > 0 ? mh_monotonic_seconds() + seconds : 0;
    host->memory_limit = memory;
    host->tripped = MH_TRIP_NONE;
    host->allocated_since_check = 0;
    host->limit_line = 0;
    host->place_tentative = 0;
    host->refusal_pending = 0;
    host->peak = host->used;
    lua_sethook(L, mh_budget_hook, LUA_MASKCOUNT, host->hook_step);
}

void mh_note_limit_place(lua_State *L, int level) {
    mh_host *host = mh_gethost(L);
    if (host->limit_line > 0) return;
    lua_Debug frame;
    for (; lua_getstack(L, level, &frame); level++) {
        if (!lua_getinfo(L, "Sl", &frame) || frame.currentline <= 0) continue;
        if (strncmp(frame.source, "=[masthead", 10) == 0) continue;
        memcpy(host->limit_source, frame.short_src, sizeof host->limit_source);
        host->limit_line = frame.currentline;
        return;
    }
}

/* Raises the error of the first limit that tripped; the message names the limit and the line.
   Past a limit the allocator refuses to grow anything, so the message (a few bytes) is made with
   the cap lifted; it is the last thing the script gets before the error unwinds it. `level` is
   the frame whose line the message names: 0 in the hook (the Lua function it interrupted), 1 in
   a C function (its caller). */
static int mh_raise_limit(lua_State *L, mh_host *host, int level) {
    /* Hooks are per thread: the main thread, which resumed this one or its resumer, stops at its
       next instruction too rather than a thousand later. */
    lua_sethook(L, mh_budget_hook, LUA_MASKCOUNT, 1);
    lua_sethook(host->main_thread, mh_budget_hook, LUA_MASKCOUNT, 1);
    mh_note_limit_place(L, level);
    const char *limit = (host->tripped & MH_TRIP_TIME)     ? "time"
                        : (host->tripped & MH_TRIP_MEMORY) ? "memory"
                                                           : "instruction";
    int strict = host->strict;
    host->strict = 0;
    luaL_where(L, level);
    lua_pushfstring(L, "%s limit exceeded (masthead sandbox)", limit);
    lua_concat(L, 2);
    host->strict = strict;
    return lua_error(L);
}

void mh_raise_if_tripped(lua_State *L) {
    mh_host *host = mh_gethost(L);
    mh_settle_refusal(host);
    if (host->strict > 0 && host->tripped != MH_TRIP_NONE) mh_raise_limit(L, host, 1);
}

/* Charges `cost` instructions; trips a limit when the budget or the deadline is past. */
static void mh_charge(mh_host *host, long long cost) {
    host->instructions += cost;
    if (host->instruction_limit > 0 && host->instructions > host->instruction_limit)
        host->tripped |= MH_TRIP_INSTRUCTIONS;
    if (host->deadline > 0 && mh_monotonic_seconds() > host->deadline)
        host->tripped |= MH_TRIP_TIME;
}

/* The hook's charge without realigning its step (the exact counter calls it too). */
static void mh_budget_fire(lua_State *L, mh_host *host) {
    if (host->strict == 0) return; /* host-initiated code outside mh_call is not charged */
    mh_settle_refusal(host);
    if (host->tripped == MH_TRIP_NONE) mh_charge(host, host->hook_step);
    if (host->tripped != MH_TRIP_NONE) mh_raise_limit(L, host, 0);
}

void mh_budget_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    mh_host *host = mh_gethost(L);
    /* A step shortened by mh_count_resume is a one-off: every later call comes hook_step on. */
    if (host->tripped == MH_TRIP_NONE && lua_gethookcount(L) != host->hook_step)
        lua_sethook(L, mh_budget_hook, LUA_MASKCOUNT, host->hook_step);
    mh_budget_fire(L, host);
}

/* The count hook at every instruction: charges as mh_budget_hook would every hook_step. */
static void mh_exact_hook(lua_State *L, lua_Debug *ar) {
    mh_host *host = mh_gethost(L);
    if (L != host->main_thread) {
        host->exact_broken = 1;
        mh_budget_hook(L, ar);
        return;
    }
    if (++host->exact_count % host->hook_step == 0) mh_budget_fire(L, host);
}

void mh_count_exactly(lua_State *L) {
    mh_host *host = mh_gethost(L);
    host->exact_count = 0;
    host->exact_broken = 0;
    if (host->tripped == MH_TRIP_NONE) lua_sethook(L, mh_exact_hook, LUA_MASKCOUNT, 1);
}

int mh_count_in_step(lua_State *L) {
    mh_host *host = mh_gethost(L);
    int residual = (int)(host->exact_count % host->hook_step);
    if (lua_gethook(L) != mh_exact_hook) return -1; /* a limit tripped: the hook is the budget's */
    lua_sethook(L, mh_budget_hook, LUA_MASKCOUNT, host->hook_step - residual);
    return host->exact_broken ? -1 : residual;
}

void mh_count_resume(lua_State *L, long long charged, int residual) {
    mh_host *host = mh_gethost(L);
    host->instructions = charged;
    lua_sethook(L, mh_budget_hook, LUA_MASKCOUNT, host->hook_step - residual);
}

/* Used by long-running C library functions (pattern matching) that the hook cannot interrupt. */
void mh_budget_charge(lua_State *L, long long cost) {
    mh_host *host = mh_gethost(L);
    if (host->strict == 0) return;
    mh_settle_refusal(host);
    if (host->tripped == MH_TRIP_NONE) mh_charge(host, cost);
    if (host->tripped != MH_TRIP_NONE) mh_raise_limit(L, host, 1);
}
