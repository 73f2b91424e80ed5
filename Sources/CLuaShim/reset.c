/*
 * reset.c: puts a prepared state back as it was, so that one state can run scenario after
 * scenario without any of them seeing what an earlier one did.
 *
 * Creating a state and installing the scenario API costs more than most scenarios. A worker
 * therefore prepares one state, records its pristine image (mh_snapshot_take), and before each
 * scenario restores every table the image holds (mh_snapshot_restore): contents and metatable,
 * with raw access, so nothing a script set up can run. The image holds each table reachable
 * from the registry's named entries, the globals and the string metatable, through table keys
 * and values, metatables, function upvalues and userdata user values. Tables made later are
 * garbage once the image is back: nothing pristine leads to them. Integer keys of the registry
 * (references the host holds) are left alone.
 */
#include "internal.h"

/* Registry keys of the image: light userdata, which no script and no named entry can reach. */
static char mh_copies_key;  /* table -> shallow copy of its contents */
static char mh_metas_key;   /* table -> its metatable, or false */
static char mh_counts_key;  /* table -> how many entries the copy holds */

static void mh_visit(lua_State *L, int seen);

static void mh_visit_table(lua_State *L, int seen) {
    int table = lua_gettop(L);
    lua_pushvalue(L, LUA_REGISTRYINDEX);
    int is_registry = lua_rawequal(L, table, -1);
    lua_pop(L, 1);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &mh_copies_key);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &mh_metas_key);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &mh_counts_key);
    int copies = table + 1, metas = table + 2, counts = table + 3;
    lua_newtable(L);
    int copy = lua_gettop(L);
    lua_Integer count = 0;
    lua_pushnil(L);
    while (lua_next(L, table) != 0) {
        if (!is_registry || lua_type(L, -2) == LUA_TSTRING) {
            lua_pushvalue(L, -2);
            lua_pushvalue(L, -2);
            lua_rawset(L, copy);
            count++;
        }
        lua_pop(L, 1);
    }
    lua_pushvalue(L, table);
    lua_pushvalue(L, copy);
    lua_rawset(L, copies);
    lua_pushvalue(L, table);
    lua_pushinteger(L, count);
    lua_rawset(L, counts);
    lua_pushvalue(L, table);
    if (!lua_getmetatable(L, table)) lua_pushboolean(L, 0);
    lua_rawset(L, metas);
    /* Walk what the copy leads to (the copy is stable while the walk adds to other tables). The
       registry's own entries are only put back: what they hold (class metatables, which are
       locked, and the libraries, which the globals lead to) is out of scripts' reach. */
    if (is_registry) {
        lua_settop(L, table - 1);
        return;
    }
    if (lua_getmetatable(L, table)) mh_visit(L, seen);
    lua_pushnil(L);
    while (lua_next(L, copy) != 0) {
        lua_pushvalue(L, -2);
        mh_visit(L, seen);
        mh_visit(L, seen);
    }
    lua_settop(L, table - 1);
}

/* Walks the value on top of the stack (popping it) and everything it leads to. */
static void mh_visit(lua_State *L, int seen) {
    int type = lua_type(L, -1);
    if (type != LUA_TTABLE && type != LUA_TFUNCTION && type != LUA_TUSERDATA) {
        lua_pop(L, 1);
        return;
    }
    luaL_checkstack(L, 8, "the prepared state's image is too deep");
    lua_pushvalue(L, -1);
    if (lua_rawget(L, seen) != LUA_TNIL) {
        lua_pop(L, 2);
        return;
    }
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_pushboolean(L, 1);
    lua_rawset(L, seen);
    int value = lua_gettop(L);
    if (type == LUA_TTABLE) {
        mh_visit_table(L, seen);
        return;
    }
    if (type == LUA_TFUNCTION) {
        for (int i = 1; lua_getupvalue(L, value, i) != NULL; i++) mh_visit(L, seen);
    } else {
        if (lua_getmetatable(L, value)) mh_visit(L, seen);
        for (int i = 1; lua_getiuservalue(L, value, i) != LUA_TNONE; i++) mh_visit(L, seen);
        lua_pop(L, 1);
    }
    lua_settop(L, value - 1);
}

static int mh_take(lua_State *L) {
    lua_newtable(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &mh_copies_key);
    lua_newtable(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &mh_metas_key);
    lua_newtable(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &mh_counts_key);
    lua_newtable(L);
    int seen = lua_gettop(L);
    lua_pushvalue(L, LUA_REGISTRYINDEX);
    mh_visit(L, seen);
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    mh_visit(L, seen);
    lua_pushliteral(L, "");
    if (lua_getmetatable(L, -1)) mh_visit(L, seen);
    return 0;
}

/* 1 when the table at t holds exactly what copy (of `expected` entries) holds (raw, over the keys
   restore manages). */
static int mh_unchanged(lua_State *L, int t, int copy, lua_Integer expected, int is_registry) {
    lua_Integer count = 0;
    lua_pushnil(L);
    while (lua_next(L, t) != 0) {
        if (is_registry && lua_type(L, -2) != LUA_TSTRING) {
            lua_pop(L, 1);
            continue;
        }
        lua_pushvalue(L, -2);
        lua_rawget(L, copy);
        int same = lua_rawequal(L, -1, -2);
        lua_pop(L, 2);
        if (!same) {
            lua_pop(L, 1);
            return 0;
        }
        if (++count > expected) {
            lua_pop(L, 1);
            return 0;
        }
    }
    return count == expected;
}

static void mh_restore_table(lua_State *L, int t, int copy, lua_Integer expected, int is_registry) {
    if (mh_unchanged(L, t, copy, expected, is_registry)) return;
    lua_pushnil(L);
    while (lua_next(L, t) != 0) {
        lua_pop(L, 1);
        if (is_registry && lua_type(L, -1) != LUA_TSTRING) continue;
        lua_pushvalue(L, -1);
        lua_pushnil(L);
        lua_rawset(L, t);  /* clearing a field during the traversal is allowed */
    }
    lua_pushnil(L);
    while (lua_next(L, copy) != 0) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, t);
    }
}

/* Sets the metatable recorded for the table at t, when it has another one now. */
static void mh_restore_metatable(lua_State *L, int t, int metas) {
    lua_pushvalue(L, t);
    lua_rawget(L, metas);
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        lua_pushnil(L);
    }
    if (!lua_getmetatable(L, t)) lua_pushnil(L);
    if (lua_rawequal(L, -1, -2)) {
        lua_pop(L, 2);
        return;
    }
    lua_pop(L, 1);
    lua_setmetatable(L, t);
}

static int mh_restore(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &mh_copies_key);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &mh_metas_key);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &mh_counts_key);
    int copies = lua_gettop(L) - 2, metas = copies + 1, counts = copies + 2;
    if (!lua_istable(L, copies) || !lua_istable(L, metas) || !lua_istable(L, counts))
        return luaL_error(L, "no image was taken");
    lua_pushvalue(L, LUA_REGISTRYINDEX);
    int registry = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, copies) != 0) {
        int t = lua_gettop(L) - 1, copy = t + 1;
        lua_pushvalue(L, t);
        lua_rawget(L, counts);
        lua_Integer expected = lua_tointeger(L, -1);
        lua_pop(L, 1);
        mh_restore_table(L, t, copy, expected, lua_rawequal(L, t, registry));
        mh_restore_metatable(L, t, metas);
        lua_settop(L, t);
    }
    mh_seed_random(L);
    return 0;
}

int mh_snapshot_take(lua_State *L) {
    lua_pushcfunction(L, mh_take);
    return lua_pcall(L, 0, 0, 0);
}

int mh_snapshot_restore(lua_State *L) {
    lua_pushcfunction(L, mh_restore);
    return lua_pcall(L, 0, 0, 0);
}

void mh_collect(lua_State *L) { lua_gc(L, LUA_GCCOLLECT); }
