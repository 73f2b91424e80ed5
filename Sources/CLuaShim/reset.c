/*
 * reset.c: puts a prepared state back as it was, so that one state can run scenario after
 * scenario without any of them seeing what an earlier one did.
 *
 * Creating a state and installing the scenario API costs more than most scenarios. A worker
 * therefore prepares one state, records its pristine image (image.c), and before each scenario
 * puts back every table the image holds (mh_snapshot_restore): contents and metatable, with raw
 * access, so nothing a script set up can run. Tables made later are garbage once the image is
 * back: nothing pristine leads to them. Integer keys of the registry (references the host
 * holds) are left alone. A table whose fingerprint (fingerprint.c) is unchanged costs a
 * comparison of its bytes; only the others are compared and put back entry by entry.
 *
 * A file's image (mh_snapshot_restore_file) is put back the same way, and also the upvalues of
 * the functions the file made and math.random's state as the file's top level left them.
 */
#include "internal.h"

#include <string.h>

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
        if (!same || ++count > expected) {
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
        lua_rawset(L, t); /* clearing a field during the traversal is allowed */
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

/* Puts back, through the API, the i-th table of the image, and fingerprints it again. */
static void mh_restore_slowly(lua_State *L, int image, lua_Integer i, int fingerprinted) {
    int base = lua_gettop(L);
    for (int part = MH_COPIES; part <= MH_PRINTS; part++) lua_rawgeti(L, image, part);
    int copies = base + 1, metas = base + 2, counts = base + 3, tables = base + 4, prints = base + 5;
    lua_rawgeti(L, tables, i);
    int t = lua_gettop(L);
    lua_pushvalue(L, t);
    lua_rawget(L, copies);
    lua_pushvalue(L, t);
    lua_rawget(L, counts);
    lua_Integer expected = lua_tointeger(L, -1);
    int is_registry = mh_is_registry(L, t);
    mh_restore_table(L, t, t + 1, expected, is_registry);
    lua_settop(L, t + 1);
    mh_restore_metatable(L, t, metas);
    if (fingerprinted) {
        mh_fingerprint_new(L, t, is_registry, expected);
        if (!lua_toboolean(L, -1)) {
            lua_pushboolean(L, 0);
            lua_rawseti(L, image, MH_FINGERPRINTED);
        }
        lua_rawseti(L, prints, i);
    }
    lua_settop(L, base);
}

/* Puts back the upvalues a file's functions own. */
static void mh_restore_upvalues(lua_State *L, int image) {
    lua_rawgeti(L, image, MH_UPVALUES);
    int upvalues = lua_gettop(L);
    lua_Integer length = (lua_Integer)lua_rawlen(L, upvalues);
    for (lua_Integer i = 1; i + 2 <= length; i += 3) {
        lua_rawgeti(L, upvalues, i + 1);
        int index = (int)lua_tointeger(L, -1);
        lua_pop(L, 1);
        lua_rawgeti(L, upvalues, i);
        lua_rawgeti(L, upvalues, i + 2);
        if (lua_getupvalue(L, -2, index) != NULL && !lua_rawequal(L, -1, -2)) {
            lua_pop(L, 1);
            lua_setupvalue(L, -2, index);
        }
        lua_settop(L, upvalues);
    }
    lua_pop(L, 1);
}

/* Argument 1: the image's registry key. */
static int mh_restore(lua_State *L) {
    void *key = lua_touserdata(L, 1);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) != LUA_TTABLE) return luaL_error(L, "no image was taken");
    int image = lua_gettop(L);
    lua_rawgeti(L, image, MH_TABLES);
    lua_rawgeti(L, image, MH_PRINTS);
    int tables = image + 1, prints = image + 2;
    lua_rawgeti(L, image, MH_FINGERPRINTED);
    int fingerprinted = lua_toboolean(L, -1);
    lua_pop(L, 1);
    lua_Integer count = (lua_Integer)lua_rawlen(L, tables);
    for (lua_Integer i = 1; i <= count; i++) {
        if (fingerprinted) {
            lua_rawgeti(L, prints, i);
            const mh_fingerprint *print = lua_touserdata(L, -1);
            lua_pop(L, 1); /* the image keeps it */
            if (print != NULL && mh_fingerprint_unchanged(print)) continue;
        }
        mh_restore_slowly(L, image, i, fingerprinted);
    }
    mh_restore_upvalues(L, image);
    lua_rawgeti(L, image, MH_RANDOM);
    if (lua_rawgeti(L, image, MH_RANDOM_BYTES) == LUA_TSTRING && lua_type(L, -2) == LUA_TUSERDATA &&
        lua_rawlen(L, -2) == lua_rawlen(L, -1)) {
        memcpy(lua_touserdata(L, -2), lua_tostring(L, -1), lua_rawlen(L, -1));
    } else {
        mh_seed_random(L);
    }
    return 0;
}

static int mh_restore_from(lua_State *L, void *key) {
    lua_pushcfunction(L, mh_restore);
    lua_pushlightuserdata(L, key);
    return lua_pcall(L, 1, 0, 0);
}

int mh_snapshot_restore(lua_State *L) { return mh_restore_from(L, &mh_pristine_image_key); }

int mh_snapshot_restore_file(lua_State *L) { return mh_restore_from(L, &mh_file_image_key); }

void mh_snapshot_drop_file(lua_State *L) {
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &mh_file_image_key);
}

int mh_snapshot_fingerprinted(lua_State *L) {
    int fingerprinted = 0;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &mh_pristine_image_key) == LUA_TTABLE) {
        lua_rawgeti(L, -1, MH_FINGERPRINTED);
        fingerprinted = lua_toboolean(L, -1);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return fingerprinted;
}

void mh_collect(lua_State *L) { lua_gc(L, LUA_GCCOLLECT); }
