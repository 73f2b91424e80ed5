/*
 * fingerprint.c: telling cheaply whether a table changed since an image recorded it.
 *
 * Before each scenario a worker puts its state's image back (reset.c). Checking every entry of
 * every table against its copy (a lua_next and a lua_rawget each, both hash lookups) cost a
 * tenth of a small scenario, though scenarios almost never touch a library. So each table of an
 * image also keeps a fingerprint: its metatable and its entries in the order lua_next gives them,
 * each key and value as its type and its identity (lua_topointer for an object, the bits of a
 * number or a boolean). Checking it is one traversal and no lookup in another table. An unchanged
 * table gives the same entries in the same order; an equal pointer is the same object, because
 * the image keeps every key and value it recorded alive. A table whose entries read otherwise (a
 * write, a rehash that reorders them) is compared and put back entry by entry as before, and
 * fingerprinted again. Only "unchanged" is decided here, and only from identities that must then
 * be equal: two equal long strings that are different objects read as a change, which costs the
 * slow path, never a wrong answer.
 *
 * Only Lua's public API is used (lua_next, lua_topointer, lua_tointegerx, lua_tonumberx), so any
 * Lua 5.4 build gets fingerprints, whatever its private Table layout.
 */
#include "internal.h"

#include <string.h>

/* A key or value as the fingerprint keeps it. */
typedef struct mh_identity {
    union {
        const void *pointer;
        lua_Integer integer;
        lua_Number number;
    } bits;
    int type; /* lua_type, with numbers told apart: LUA_TNUMBER for floats, MH_INTEGER for integers */
} mh_identity;

#define MH_INTEGER (LUA_NUMTYPES + 1)

typedef struct mh_entry {
    mh_identity key, value;
} mh_entry;

struct mh_fingerprint {
    const void *metatable;
    int named_only; /* the registry: only its string-keyed entries (references come and go) */
    lua_Integer count;
    mh_entry entries[];
};

static mh_identity mh_identify(lua_State *L, int idx) {
    mh_identity identity;
    memset(&identity, 0, sizeof identity);
    identity.type = lua_type(L, idx);
    switch (identity.type) {
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx)) {
            identity.type = MH_INTEGER;
            identity.bits.integer = lua_tointeger(L, idx);
        } else {
            identity.bits.number = lua_tonumber(L, idx);
        }
        break;
    case LUA_TBOOLEAN:
        identity.bits.integer = lua_toboolean(L, idx);
        break;
    case LUA_TLIGHTUSERDATA:
        identity.bits.pointer = lua_touserdata(L, idx);
        break;
    default: /* strings, tables, functions, full userdata, threads: the object */
        identity.bits.pointer = lua_topointer(L, idx);
        break;
    }
    return identity;
}

static int mh_same(const mh_identity *a, const mh_identity *b) {
    return a->type == b->type && memcmp(&a->bits, &b->bits, sizeof a->bits) == 0;
}

/* The metatable's identity (NULL for none). */
static const void *mh_metatable_of(lua_State *L, int idx) {
    if (!lua_getmetatable(L, idx)) return NULL;
    const void *metatable = lua_topointer(L, -1);
    lua_pop(L, 1);
    return metatable;
}

void mh_fingerprint_new(lua_State *L, int idx, int named_only, lua_Integer expected) {
    idx = lua_absindex(L, idx);
    size_t size = sizeof(mh_fingerprint) + (size_t)expected * sizeof(mh_entry);
    mh_fingerprint *print = lua_newuserdatauv(L, size, 0);
    print->metatable = mh_metatable_of(L, idx);
    print->named_only = named_only;
    lua_Integer count = 0;
    lua_pushnil(L);
    while (lua_next(L, idx) != 0) {
        if ((!named_only || lua_type(L, -2) == LUA_TSTRING) && count++ < expected) {
            print->entries[count - 1].key = mh_identify(L, -2);
            print->entries[count - 1].value = mh_identify(L, -1);
        }
        lua_pop(L, 1);
    }
    print->count = count;
    if (count != expected) { /* the table holds other entries than the API counted: no fingerprint */
        lua_pop(L, 1);
        lua_pushboolean(L, 0);
    }
}

int mh_fingerprint_unchanged(lua_State *L, int idx, const mh_fingerprint *print) {
    idx = lua_absindex(L, idx);
    if (mh_metatable_of(L, idx) != print->metatable) return 0;
    lua_Integer seen = 0;
    lua_pushnil(L);
    while (lua_next(L, idx) != 0) {
        if (print->named_only && lua_type(L, -2) != LUA_TSTRING) {
            lua_pop(L, 1);
            continue;
        }
        if (seen == print->count) {
            lua_pop(L, 2);
            return 0;
        }
        const mh_entry *entry = &print->entries[seen++];
        mh_identity key = mh_identify(L, -2), value = mh_identify(L, -1);
        if (!mh_same(&key, &entry->key) || !mh_same(&value, &entry->value)) {
            lua_pop(L, 2);
            return 0;
        }
        lua_pop(L, 1);
    }
    return seen == print->count;
}
