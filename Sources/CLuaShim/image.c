/*
 * image.c: records what a prepared state holds, for reset.c to put back before each scenario.
 *
 * The pristine image (mh_snapshot_take) holds each table reachable from the registry's named
 * entries, the globals and the string metatable, through table keys and values, metatables,
 * function upvalues and userdata user values: its copy, its metatable and its fingerprint.
 *
 * A file's image (mh_snapshot_take_file) is taken after the file's top level ran, with the file's
 * scenario functions as further roots. It starts from the pristine image: a pristine table whose
 * fingerprint is unchanged is taken over as it is, and since pristine functions and userdata
 * cannot change (no script reaches an upvalue it did not declare, or a userdata's insides), the
 * walk only goes through the tables that changed, the new entries of the registry, and what the
 * file made. For the functions the file made it records every upvalue (the top level's locals,
 * which scenarios share), and math.random's state. It says whether it can stand in for running
 * the top level again: not when a coroutine, a userdata the state did not have, or a weak table
 * is reachable (none can be put back as it was), nor when it holds more than MH_FILE_ENTRIES
 * entries or nests deeper than MH_FILE_DEPTH (the walk recurses in C).
 */
#include "internal.h"

char mh_pristine_image_key;
char mh_file_image_key;

#define MH_FILE_ENTRIES 4096
#define MH_FILE_DEPTH 100

typedef struct mh_walk {
    int image;          /* stack index of the image being taken */
    int pristine;       /* the pristine image (a file's image), else 0 */
    int known;          /* the pristine image's MH_SEEN (a file's image), else 0 */
    int known_registry; /* the pristine image's copy of the registry (a file's image), else 0 */
    int fingerprints;   /* every table so far got a fingerprint */
    int restorable;     /* nothing met so far that the image cannot put back */
    int depth;
    lua_Integer entries;
} mh_walk;

static void mh_visit(lua_State *L, mh_walk *walk);

int mh_is_registry(lua_State *L, int idx) {
    lua_pushvalue(L, LUA_REGISTRYINDEX);
    int same = lua_rawequal(L, idx, -1);
    lua_pop(L, 1);
    return same;
}

/* Sets part[key] = value, key and value being the two values on top (popped). */
static void mh_set_part(lua_State *L, int image, int part) {
    lua_rawgeti(L, image, part);
    lua_insert(L, -3);
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

/* Appends the value on top (popped) to the image's sequence `part`. */
static void mh_append(lua_State *L, int image, int part) {
    lua_rawgeti(L, image, part);
    lua_insert(L, -2);
    lua_rawseti(L, -2, (lua_Integer)lua_rawlen(L, -2) + 1);
    lua_pop(L, 1);
}

/* Marks the value on top (left there) as met; 1 when it was met before. A table is met once the
   image holds its copy. */
static int mh_met(lua_State *L, int image) {
    if (lua_type(L, -1) == LUA_TTABLE) {
        lua_rawgeti(L, image, MH_COPIES);
        lua_pushvalue(L, -2);
        int met = lua_rawget(L, -2) != LUA_TNIL;
        lua_pop(L, 2);
        return met;
    }
    lua_rawgeti(L, image, MH_SEEN);
    lua_pushvalue(L, -2);
    if (lua_rawget(L, -2) != LUA_TNIL) {
        lua_pop(L, 2);
        return 1;
    }
    lua_pushvalue(L, -3);
    lua_pushboolean(L, 1);
    lua_rawset(L, -4);
    lua_pop(L, 2);
    return 0;
}

/* A weak table's entries may go away with the garbage; a copy would keep them. */
static int mh_is_weak(lua_State *L, int table) {
    if (!lua_getmetatable(L, table)) return 0;
    lua_pushliteral(L, "__mode");
    int weak = lua_rawget(L, -2) != LUA_TNIL;
    lua_pop(L, 2);
    return weak;
}

/* Records the table at `table`: its copy (pushed), count, metatable and fingerprint. */
static void mh_record_table(lua_State *L, mh_walk *walk, int table, int is_registry) {
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
    walk->entries += count;
    lua_pushvalue(L, table);
    lua_pushvalue(L, copy);
    mh_set_part(L, walk->image, MH_COPIES);
    lua_pushvalue(L, table);
    lua_pushinteger(L, count);
    mh_set_part(L, walk->image, MH_COUNTS);
    lua_pushvalue(L, table);
    if (!lua_getmetatable(L, table)) lua_pushboolean(L, 0);
    mh_set_part(L, walk->image, MH_METAS);
    lua_pushvalue(L, table);
    mh_append(L, walk->image, MH_TABLES);
    if (walk->fingerprints) {
        mh_fingerprint_new(L, table, is_registry, count);
    } else {
        lua_pushboolean(L, 0);
    }
    if (!lua_toboolean(L, -1)) walk->fingerprints = 0;
    mh_append(L, walk->image, MH_PRINTS);
}

/* The registry's own entries are only put back: what the pristine ones hold (class metatables,
   which are locked, and the libraries, which the globals lead to) is out of scripts' reach. A
   file's image walks what the entries made since hold (the modules its top level required). */
static void mh_visit_registry(lua_State *L, mh_walk *walk, int copy) {
    if (!walk->known_registry) return;
    lua_pushnil(L);
    while (lua_next(L, copy) != 0) {
        lua_pushvalue(L, -2);
        if (lua_rawget(L, walk->known_registry) == LUA_TNIL) {
            lua_pop(L, 1);
            mh_visit(L, walk);
        } else {
            lua_pop(L, 2);
        }
    }
}

static void mh_visit_table(lua_State *L, mh_walk *walk) {
    int table = lua_gettop(L);
    int is_registry = mh_is_registry(L, table);
    if (walk->known && mh_is_weak(L, table)) walk->restorable = 0;
    mh_record_table(L, walk, table, is_registry);
    int copy = lua_gettop(L);
    if (is_registry) {
        mh_visit_registry(L, walk, copy);
        lua_settop(L, table - 1);
        return;
    }
    /* Walk what the copy leads to (the copy is stable while the walk adds to other tables). */
    if (lua_getmetatable(L, table)) mh_visit(L, walk);
    lua_pushnil(L);
    while (walk->restorable && lua_next(L, copy) != 0) {
        lua_pushvalue(L, -2);
        mh_visit(L, walk);
        mh_visit(L, walk);
    }
    lua_settop(L, table - 1);
}

/* Records the upvalue on top (left there) of the function at `function`, once per upvalue. */
static void mh_record_upvalue(lua_State *L, mh_walk *walk, int function, int index) {
    void *id = lua_upvalueid(L, function, index);
    lua_rawgeti(L, walk->image, MH_CELLS);
    if (id == NULL || lua_rawgetp(L, -1, id) != LUA_TNIL) {
        lua_pop(L, 2);
        return;
    }
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
    lua_rawsetp(L, -2, id);
    lua_pop(L, 1);
    lua_pushvalue(L, function);
    mh_append(L, walk->image, MH_UPVALUES);
    lua_pushinteger(L, index);
    mh_append(L, walk->image, MH_UPVALUES);
    lua_pushvalue(L, -1);
    mh_append(L, walk->image, MH_UPVALUES);
}

/* 1 when the value on top was in the pristine image. */
static int mh_is_known(lua_State *L, mh_walk *walk) {
    lua_pushvalue(L, -1);
    int known = lua_rawget(L, walk->known) != LUA_TNIL;
    lua_pop(L, 1);
    return known;
}

/* Walks the value on top of the stack (popping it) and everything it leads to. */
static void mh_visit(lua_State *L, mh_walk *walk) {
    int type = lua_type(L, -1);
    if (type == LUA_TTHREAD && walk->known) walk->restorable = 0;
    if (type != LUA_TTABLE && type != LUA_TFUNCTION && type != LUA_TUSERDATA) {
        lua_pop(L, 1);
        return;
    }
    luaL_checkstack(L, 8, "the prepared state's image is too deep");
    if (mh_met(L, walk->image)) {
        lua_pop(L, 1);
        return;
    }
    int value = lua_gettop(L);
    if (walk->known && type != LUA_TTABLE) {
        /* Pristine functions and userdata cannot have changed; a new userdata cannot be put back. */
        if (mh_is_known(L, walk)) {
            lua_pop(L, 1);
            return;
        }
        if (type == LUA_TUSERDATA) walk->restorable = 0;
    }
    if (walk->known && (walk->entries > MH_FILE_ENTRIES || walk->depth > MH_FILE_DEPTH)) walk->restorable = 0;
    if (!walk->restorable) {
        lua_pop(L, 1);
        return;
    }
    walk->depth++;
    if (type == LUA_TTABLE) {
        mh_visit_table(L, walk);
    } else if (type == LUA_TFUNCTION) {
        for (int i = 1; lua_getupvalue(L, value, i) != NULL; i++) {
            if (walk->known) mh_record_upvalue(L, walk, value, i);
            mh_visit(L, walk);
        }
    } else {
        if (lua_getmetatable(L, value)) mh_visit(L, walk);
        for (int i = 1; lua_getiuservalue(L, value, i) != LUA_TNONE; i++) mh_visit(L, walk);
        lua_pop(L, 1);
    }
    walk->depth--;
    lua_settop(L, value - 1);
}

/* Pushes math.random's state (the userdata its upvalue holds), or nil. */
static void mh_push_random_state(lua_State *L) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    lua_pushliteral(L, "math");
    if (lua_rawget(L, -2) == LUA_TTABLE) {
        lua_pushliteral(L, "random");
        if (lua_rawget(L, -2) == LUA_TFUNCTION && lua_getupvalue(L, -1, 1) != NULL) {
            if (lua_type(L, -1) != LUA_TUSERDATA) {
                lua_pop(L, 1);
                lua_pushnil(L);
            }
            lua_replace(L, -4);
            lua_pop(L, 2);
            return;
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
    lua_pushnil(L);
}

/* Pushes a new, empty image, sized for `tables` tables. */
static void mh_new_image(lua_State *L, mh_walk *walk, int tables) {
    lua_createtable(L, MH_IMAGE_PARTS, 0);
    walk->image = lua_gettop(L);
    for (int part = MH_COPIES; part <= MH_CELLS; part++) {
        int sequence = part == MH_TABLES || part == MH_PRINTS;
        int by_table = part <= MH_COUNTS;
        lua_createtable(L, sequence ? tables : 0, by_table ? tables : 0);
        lua_rawseti(L, walk->image, part);
    }
}

/* Says whether the image's fingerprints can be trusted (every table has one). */
static void mh_finish_image(lua_State *L, mh_walk *walk) {
    lua_pushboolean(L, walk->fingerprints);
    lua_rawseti(L, walk->image, MH_FINGERPRINTED);
}

static int mh_take(lua_State *L) {
    mh_walk walk = {0};
    walk.restorable = 1;
    mh_new_image(L, &walk, 0);
    walk.fingerprints = mh_layout_checked(L);
    lua_pushvalue(L, LUA_REGISTRYINDEX);
    mh_visit(L, &walk);
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    mh_visit(L, &walk);
    lua_pushliteral(L, "");
    if (lua_getmetatable(L, -1)) mh_visit(L, &walk);
    lua_pop(L, 1);
    mh_finish_image(L, &walk);
    mh_push_random_state(L);
    lua_rawseti(L, walk.image, MH_RANDOM);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &mh_pristine_image_key);
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &mh_file_image_key);
    return 0;
}

/* Takes over the pristine record of the i-th pristine table (on top, popped), unchanged. */
static void mh_take_over(lua_State *L, mh_walk *walk, lua_Integer i) {
    int table = lua_gettop(L);
    for (int part = MH_COPIES; part <= MH_COUNTS; part++) {
        lua_pushvalue(L, table);
        lua_rawgeti(L, walk->pristine, part);
        lua_pushvalue(L, table);
        lua_rawget(L, -2);
        lua_remove(L, -2);
        mh_set_part(L, walk->image, part);
    }
    mh_append(L, walk->image, MH_TABLES);
    lua_rawgeti(L, walk->pristine, MH_PRINTS);
    lua_rawgeti(L, -1, i);
    lua_remove(L, -2);
    mh_append(L, walk->image, MH_PRINTS);
}

/* The pristine tables: taken over when unchanged, walked when the top level changed them. */
static void mh_take_pristine_tables(lua_State *L, mh_walk *walk) {
    lua_rawgeti(L, walk->pristine, MH_FINGERPRINTED);
    int fingerprinted = lua_toboolean(L, -1);
    lua_pop(L, 1);
    lua_rawgeti(L, walk->pristine, MH_TABLES);
    lua_rawgeti(L, walk->pristine, MH_PRINTS);
    int tables = lua_gettop(L) - 1, prints = tables + 1;
    lua_Integer count = (lua_Integer)lua_rawlen(L, tables);
    for (lua_Integer i = 1; i <= count; i++) {
        lua_rawgeti(L, prints, i);
        const mh_fingerprint *print = fingerprinted ? lua_touserdata(L, -1) : NULL;
        lua_pop(L, 1);
        lua_rawgeti(L, tables, i);
        if (print != NULL && mh_fingerprint_unchanged(print)) {
            mh_take_over(L, walk, i);
        } else {
            walk->fingerprints = walk->fingerprints && fingerprinted;
            mh_visit(L, walk);
        }
    }
    lua_pop(L, 2);
}

/* Argument 1: the file's scenario functions; 2: where to say whether the image can be used. */
static int mh_take_file(lua_State *L) {
    int *restorable = lua_touserdata(L, 2);
    lua_settop(L, 1);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &mh_pristine_image_key) != LUA_TTABLE)
        return luaL_error(L, "no image was taken");
    mh_walk walk = {0};
    walk.restorable = 1;
    walk.pristine = lua_gettop(L);
    lua_rawgeti(L, walk.pristine, MH_SEEN);
    walk.known = lua_gettop(L);
    lua_rawgeti(L, walk.pristine, MH_COPIES);
    lua_pushvalue(L, LUA_REGISTRYINDEX);
    lua_rawget(L, -2);
    walk.known_registry = lua_gettop(L);
    lua_rawgeti(L, walk.pristine, MH_TABLES);
    int tables = (int)lua_rawlen(L, -1);
    lua_pop(L, 1);
    mh_new_image(L, &walk, tables + 8);
    walk.fingerprints = mh_layout_checked(L);
    mh_take_pristine_tables(L, &walk);
    walk.entries = 0; /* the budget is for what the file made */
    lua_Integer roots = (lua_Integer)lua_rawlen(L, 1);
    for (lua_Integer i = 1; i <= roots; i++) {
        lua_rawgeti(L, 1, i);
        mh_visit(L, &walk);
    }
    mh_finish_image(L, &walk);
    lua_rawgeti(L, walk.pristine, MH_RANDOM);
    if (lua_type(L, -1) == LUA_TUSERDATA) {
        lua_pushlstring(L, lua_touserdata(L, -1), lua_rawlen(L, -1));
        lua_rawseti(L, walk.image, MH_RANDOM_BYTES);
    }
    lua_rawseti(L, walk.image, MH_RANDOM);
    *restorable = walk.restorable;
    if (!walk.restorable) lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &mh_file_image_key);
    return 0;
}

int mh_snapshot_take(lua_State *L) {
    lua_pushcfunction(L, mh_take);
    return lua_pcall(L, 0, 0, 0);
}

int mh_snapshot_take_file(lua_State *L, int *restorable) {
    *restorable = 0;
    lua_pushcfunction(L, mh_take_file);
    lua_insert(L, -2);
    lua_pushlightuserdata(L, restorable);
    int status = lua_pcall(L, 2, 0, 0);
    if (status != LUA_OK) *restorable = 0;
    return status;
}
