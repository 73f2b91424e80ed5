/*
 * budget.c: the instruction budget and the wall-clock deadline.
 *
 * A count hook charges the budget every hook_step instructions and checks the deadline. Once a
 * limit trips, the hook fires on every instruction of every thread and raises again, so a script's
 * own pcall can catch the error but never get past it.
 */
#include "internal.h"

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
    host->peak = host->used;
    lua_sethook(L, mh_budget_hook, LUA_MASKCOUNT, host->hook_step);
}

/* Raises the error of the first limit that tripped; the message names the limit. */
static int mh_raise_limit(lua_State *L, mh_host *host) {
    lua_sethook(L, mh_budget_hook, LUA_MASKCOUNT, 1);
    if (host->tripped & MH_TRIP_TIME)
        return luaL_error(L, "time limit exceeded (masthead sandbox)");
    if (host->tripped & MH_TRIP_MEMORY)
        return luaL_error(L, "memory limit exceeded (masthead sandbox)");
    return luaL_error(L, "instruction limit exceeded (masthead sandbox)");
}

/* Charges `cost` instructions; trips a limit when the budget or the deadline is past. */
static void mh_charge(mh_host *host, long long cost) {
    host->instructions += cost;
    if (host->instruction_limit > 0 && host->instructions > host->instruction_limit)
        host->tripped |= MH_TRIP_INSTRUCTIONS;
    if (host->deadline > 0 && mh_monotonic_seconds() > host->deadline)
        host->tripped |= MH_TRIP_TIME;
}

void mh_budget_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    mh_host *host = mh_gethost(L);
    if (host->strict == 0) return; /* host-initiated code outside mh_call is not charged */
    if (host->tripped == MH_TRIP_NONE) mh_charge(host, host->hook_step);
    if (host->tripped != MH_TRIP_NONE) mh_raise_limit(L, host);
}

/* Used by long-running C library functions (pattern matching) that the hook cannot interrupt. */
void mh_budget_charge(lua_State *L, long long cost) {
    mh_host *host = mh_gethost(L);
    if (host->strict == 0) return;
    if (host->tripped == MH_TRIP_NONE) mh_charge(host, cost);
    if (host->tripped != MH_TRIP_NONE) mh_raise_limit(L, host);
}
