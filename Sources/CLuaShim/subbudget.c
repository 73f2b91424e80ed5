/*
 * subbudget.c: a smaller budget nested inside the one that is running.
 *
 * A status provider runs inside a scenario, in the scenario's state. Its call gets a budget of
 * its own, so that a provider that loops trips its own limit (and the scenario carries on)
 * instead of using up the scenario's. The outer budget is saved, a fresh one is armed, and on
 * the way out the outer one is restored, charged with what the nested code used.
 */
#include "internal.h"

#include <string.h>

void mh_subbudget_begin(lua_State *L, mh_budget_frame *saved, long long instructions, double seconds,
                        size_t memory) {
    mh_host *host = mh_gethost(L);
    saved->instructions = host->instructions;
    saved->instruction_limit = host->instruction_limit;
    saved->deadline = host->deadline;
    saved->memory_limit = host->memory_limit;
    saved->tripped = host->tripped;
    memcpy(saved->limit_source, host->limit_source, sizeof saved->limit_source);
    saved->limit_line = host->limit_line;
    host->limit_line = 0;

    host->instructions = 0;
    host->instruction_limit = instructions;
    /* Never later than the outer deadline, never more memory than the outer cap allows. */
    double deadline = seconds > 0 ? mh_monotonic_seconds() + seconds : 0;
    if (saved->deadline > 0 && (deadline == 0 || saved->deadline < deadline)) deadline = saved->deadline;
    host->deadline = deadline;
    size_t cap = memory > 0 ? host->used + memory : 0;
    if (saved->memory_limit > 0 && (cap == 0 || saved->memory_limit < cap)) cap = saved->memory_limit;
    host->memory_limit = cap;
    host->tripped = MH_TRIP_NONE;
    lua_sethook(L, mh_budget_hook, LUA_MASKCOUNT, host->hook_step);
}

int mh_subbudget_end(lua_State *L, const mh_budget_frame *saved, long long *used) {
    mh_host *host = mh_gethost(L);
    mh_settle_refusal(host);
    int tripped = host->tripped;
    long long nested = host->instructions;
    if (used != NULL) *used = nested;

    host->instructions = saved->instructions + nested;
    host->instruction_limit = saved->instruction_limit;
    host->deadline = saved->deadline;
    host->memory_limit = saved->memory_limit;
    host->tripped = saved->tripped;
    memcpy(host->limit_source, saved->limit_source, sizeof host->limit_source);
    host->limit_line = saved->limit_line;
    /* The nested code's work counts against the outer budget too. */
    if (host->instruction_limit > 0 && host->instructions > host->instruction_limit)
        host->tripped |= MH_TRIP_INSTRUCTIONS;
    if (host->deadline > 0 && mh_monotonic_seconds() > host->deadline) host->tripped |= MH_TRIP_TIME;
    lua_sethook(L, mh_budget_hook, LUA_MASKCOUNT, host->tripped != MH_TRIP_NONE ? 1 : host->hook_step);
    return tripped;
}
