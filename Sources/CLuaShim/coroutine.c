/*
 * coroutine.c: coroutines whose limit errors leave the hook working.
 *
 * Lua 5.4.4 runs the count hook with the thread's `allowhook` flag cleared and sets it again
 * only when the hook returns. A limit error raised by the hook skips that, and only a protected
 * call puts the flag back (luaD_pcall, finishpcallk, luaD_closeprotected restore what they saw
 * on entry). A coroutine whose error reaches its base has none: lua_resume marks it dead with
 * the flag still cleared, and closing it later (coroutine.close, the error path of
 * coroutine.wrap; both call lua_resetthread) runs its pending __close handlers with no hook at
 * all, so a loop there never ends.
 *
 * So every coroutine body runs inside a yieldable protected call of its own: the error stops
 * there first, the flag is restored, the body's __close handlers run with the hook (which, once
 * a limit tripped, raises on their first instruction), and the error goes on to the resumer.
 * (The extra C level halves how deeply coroutines can resume one another: about a hundred
 * levels instead of two hundred before Lua's "C stack overflow".)
 */
#include "internal.h"

/* The body's continuation: its results, or its error raised on from this C frame (which leaves
   the flag alone, unlike the hook). */
static int mh_body_finish(lua_State *L, int status, lua_KContext context) {
    (void)context;
    if (status != LUA_OK && status != LUA_YIELD) return lua_error(L);
    return lua_gettop(L);
}

/* The function a coroutine starts with: its real body (upvalue 1), under lua_pcallk. */
static int mh_body(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    int status = lua_pcallk(L, lua_gettop(L) - 1, LUA_MULTRET, 0, 0, mh_body_finish);
    return mh_body_finish(L, status, 0);
}

/* A new thread copies its creator's hook. Give it the budget's own, counting a full step from
   its first instruction as always, whether or not the creator's step is shortened or exact
   (budget.c, mh_count_resume and mh_count_exactly). The value on top is the thread, or the
   function coroutine.wrap made (its upvalue 1 is the thread). */
static void mh_fresh_hook(lua_State *L) {
    mh_host *host = mh_gethost(L);
    if (host->tripped != MH_TRIP_NONE) return;
    int pushed = 0;
    if (lua_type(L, -1) == LUA_TFUNCTION) pushed = lua_getupvalue(L, -1, 1) != NULL;
    if (lua_type(L, -1) == LUA_TTHREAD) lua_sethook(lua_tothread(L, -1), mh_budget_hook, LUA_MASKCOUNT, host->hook_step);
    if (pushed) lua_pop(L, 1);
}

/* coroutine.create and coroutine.wrap (upvalue 1, the original) over a guarded body. */
static int mh_guarded(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_pushvalue(L, 1);
    lua_pushcclosure(L, mh_body, 1);
    lua_replace(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    mh_fresh_hook(L);
    return 1;
}

/* Replaces coroutine[name] by mh_guarded over the original. */
static void mh_guard(lua_State *L, int library, const char *name) {
    lua_getfield(L, library, name);
    lua_pushcclosure(L, mh_guarded, 1);
    lua_setfield(L, library, name);
}

void mh_secure_coroutines(lua_State *L) {
    lua_getglobal(L, "coroutine");
    int library = lua_gettop(L);
    mh_guard(L, library, "create");
    mh_guard(L, library, "wrap");
    lua_pop(L, 1);
}
