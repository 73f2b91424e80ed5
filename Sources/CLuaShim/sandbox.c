/*
 * sandbox.c: the base library that scenario and plugin code sees.
 *
 * Each replacement closes one escape known on Lua 5.4 (see docs/security.md):
 * finalizers run with hooks off, so no metatable with __gc; xpcall handlers run inside a limit
 * error with hooks off, so handlers run after the call; binary chunks can crash the VM, so
 * load takes text; string functions reached through the string metatable are the same budgeted
 * table the global `string` names; io, os, debug, package, dofile and loadfile are never opened.
 */
#include "internal.h"

#include <string.h>


/* setmetatable, as lbaselib's (so its messages name 'setmetatable'), refusing __gc. */
static int mh_safe_setmetatable(lua_State *L) {
    int t = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    if (t == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL)
            return luaL_error(L, "sandbox: __gc metamethods are not allowed "
                                 "(finalizers would run outside the limits)");
        lua_pop(L, 1);
    }
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
        return luaL_error(L, "cannot change a protected metatable");
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

/* load, as lbaselib's (its reader, messages and chunk names), with the mode always "t". */
#define MH_READER_SLOT 5
static const char *mh_load_reader(lua_State *L, void *ud, size_t *size) {
    (void)ud;
    luaL_checkstack(L, 2, "too many nested functions");
    lua_pushvalue(L, 1);
    lua_call(L, 0, 1);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        *size = 0;
        return NULL;
    }
    if (!lua_isstring(L, -1)) luaL_error(L, "reader function must return a string");
    lua_replace(L, MH_READER_SLOT);
    return lua_tolstring(L, MH_READER_SLOT, size);
}

static int mh_safe_load(lua_State *L) {
    size_t length;
    const char *text = lua_tolstring(L, 1, &length);
    const char *mode = luaL_optstring(L, 3, "bt");
    int env = !lua_isnone(L, 4) ? 4 : 0;
    int status;
    if (strchr(mode, 't') == NULL)
        return luaL_error(L, "sandbox: load accepts text chunks only (mode \"t\")");
    if (text != NULL) {
        status = luaL_loadbufferx(L, text, length, luaL_optstring(L, 2, text), "t");
    } else {
        const char *chunkname = luaL_optstring(L, 2, "=(load)");
        luaL_checktype(L, 1, LUA_TFUNCTION);
        lua_settop(L, MH_READER_SLOT);
        status = lua_load(L, mh_load_reader, NULL, chunkname, "t");
    }
    if (status != LUA_OK) {
        luaL_pushfail(L);
        lua_insert(L, -2);
        return 2;
    }
    if (env != 0) {
        lua_pushvalue(L, env);
        if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
    }
    return 1;
}

/* collectgarbage with Lua's own option check; the collector's tuning options are refused. */
static int mh_safe_collectgarbage(lua_State *L) {
    static const char *const options[] = {"collect", "count", "step", "isrunning", "stop", "restart",
                                          "setpause", "setstepmul", "generational", "incremental",
                                          NULL};
    int option = luaL_checkoption(L, 1, "collect", options);
    if (option > 3)
        return luaL_error(L, "sandbox: collectgarbage(\"%s\") is not allowed", options[option]);
    if (option == 2) luaL_optinteger(L, 2, 0);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* Replaces globals[name] by a C closure over the original function. */
static void mh_wrap_global(lua_State *L, const char *name, lua_CFunction wrapper) {
    lua_getglobal(L, name);
    lua_pushcclosure(L, wrapper, 1);
    lua_setglobal(L, name);
}

static void mh_remove_globals(lua_State *L, const char *const names[]) {
    for (int i = 0; names[i] != NULL; i++) {
        lua_pushnil(L);
        lua_setglobal(L, names[i]);
    }
}

/* xpcall runs its message handler inside the error, which for a limit error means inside the
   count hook, where hooks are off: a looping handler would never be stopped. This xpcall calls
   the handler after the protected call has returned, with the hook live. (Handlers cannot walk
   the failed stack here anyway: the debug library is not in the sandbox.) The stack holds the
   handler at 1 throughout; the continuation serves both the direct return and a resumed yield. */
static int mh_xpcall_finish(lua_State *L, int status, lua_KContext context) {
    (void)context;
    if (status == LUA_OK || status == LUA_YIELD) {
        lua_pushboolean(L, 1);
        lua_replace(L, 1);
        return lua_gettop(L);
    }
    lua_pushvalue(L, 1);
    lua_insert(L, -2);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) { /* as Lua says when a handler fails */
        lua_pop(L, 1);
        lua_pushliteral(L, "error in error handling");
    }
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
}

static int mh_safe_xpcall(lua_State *L) {
    int count = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_copy(L, 1, 2);
    lua_replace(L, 1);
    int status = lua_pcallk(L, count - 2, LUA_MULTRET, 0, 0, mh_xpcall_finish);
    return mh_xpcall_finish(L, status, 0);
}

static void mh_secure_string(lua_State *L) {
    lua_getglobal(L, "string");
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    lua_pushcfunction(L, mh_bounded_find);
    lua_setfield(L, -2, "find");
    lua_pushcfunction(L, mh_bounded_match);
    lua_setfield(L, -2, "match");
    lua_pushcfunction(L, mh_bounded_gmatch);
    lua_setfield(L, -2, "gmatch");
    lua_pushcfunction(L, mh_bounded_gsub);
    lua_setfield(L, -2, "gsub");
    /* The metatable of strings must lead to this very table, and stay out of reach. */
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_pushvalue(L, -3);
    lua_setfield(L, -2, "__index");
    lua_pushliteral(L, "locked");
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 3);
}

/* Lua seeds math.random from the time and an address: every run would draw differently. Scripts
   get the same sequence on every run and machine instead (math.randomseed still reseeds). */
void mh_seed_random(lua_State *L) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    lua_pushliteral(L, "math");
    if (lua_rawget(L, -2) == LUA_TTABLE) {
        lua_pushliteral(L, "randomseed");
        if (lua_rawget(L, -2) == LUA_TFUNCTION) {
            lua_pushinteger(L, 0x4d617374);
            lua_call(L, 1, 0);
        } else {
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 2);
}

void mh_opensandbox(lua_State *L) {
    static const luaL_Reg libraries[] = {
        {LUA_GNAME, luaopen_base},          {LUA_STRLIBNAME, luaopen_string},
        {LUA_TABLIBNAME, luaopen_table},    {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8},    {LUA_COLIBNAME, luaopen_coroutine},
        {NULL, NULL}};
    for (const luaL_Reg *library = libraries; library->func != NULL; library++) {
        luaL_requiref(L, library->name, library->func, 1);
        lua_pop(L, 1);
    }
    static const char *const unsafe[] = {"dofile", "loadfile", "require", "package", "io",
                                         "os", "debug", NULL};
    mh_remove_globals(L, unsafe);
    lua_pushcfunction(L, mh_safe_setmetatable);
    lua_setglobal(L, "setmetatable");
    lua_pushcfunction(L, mh_safe_load);
    lua_setglobal(L, "load");
    mh_wrap_global(L, "collectgarbage", mh_safe_collectgarbage);
    lua_pushcfunction(L, mh_safe_xpcall);
    lua_setglobal(L, "xpcall");
    mh_secure_string(L);
    mh_secure_coroutines(L);
    mh_seed_random(L);
    /* _LOADED holds the libraries under their names; nothing reachable from scripts leads there. */
}
