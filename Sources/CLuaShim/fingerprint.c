/*
 * fingerprint.c: telling cheaply whether a table changed since an image recorded it.
 *
 * Before each scenario a worker puts its state's image back (reset.c). Checking every entry of
 * every table through the API (a lua_next and a lua_rawget each, both hash lookups) cost a
 * tenth of a small scenario, though scenarios almost never touch a library. So each table of an
 * image also keeps a fingerprint: the bytes of its array part and hash part and its metatable,
 * as Lua 5.4 lays a table out. A table whose bytes are the same holds the same entries: the image
 * keeps every key and value it recorded alive, so an equal pointer is the same object. A table
 * whose bytes differ (a write, a rehash, the collector marking a removed key dead) is compared
 * and put back through the API as before, and fingerprinted again. Only "unchanged" is
 * decided here, and only from bytes that must then be equal.
 *
 * The layout is Lua's private one (lobject.h: Table, Node, TValue), the same from 5.4.0 to 5.4.7.
 * It is only read, never written, and never trusted blindly: mh_layout_checked builds a probe
 * table through the API and reads it back, and every fingerprint counts the entries it sees
 * against the count the API gave (mh_fingerprint_new). A Lua laid out otherwise gets no
 * fingerprints, and its images are compared entry by entry.
 */
#include "internal.h"

#include <string.h>

/* Lua 5.4's Value, TValue, Node and Table (lobject.h), field for field. */
typedef union mh_raw_value {
    void *gc;
    void *p;
    lua_CFunction f;
    lua_Integer i;
    lua_Number n;
} mh_raw_value;

typedef struct mh_raw_tvalue {
    mh_raw_value value;
    unsigned char tt;
} mh_raw_tvalue;

typedef struct mh_raw_node {
    mh_raw_value value;
    unsigned char tt;
    unsigned char key_tt;
    int next;
    mh_raw_value key;
} mh_raw_node;

typedef struct mh_raw_table {
    void *next; /* CommonHeader */
    unsigned char tt;
    unsigned char marked;
    unsigned char flags;
    unsigned char lsizenode;
    unsigned int alimit;
    mh_raw_tvalue *array;
    mh_raw_node *node;
    mh_raw_node *lastfree;
    const void *metatable;
    void *gclist;
} mh_raw_table;

/* Type tags (lobject.h): the low four bits are the basic type; a value's tag has bit 6 set when
   it is collectable (an object's own header has the variant alone). */
#define MH_TAG_TYPE(tt) ((tt) & 0x0F)
#define MH_TAG_INTEGER 0x03      /* LUA_VNUMINT */
#define MH_TAG_SHORT_STRING 0x44 /* ctb(LUA_VSHRSTR) */
#define MH_HEADER_TABLE 0x05     /* LUA_VTABLE, as an object's own header has it */
#define MH_FLAG_NOT_REAL_SIZE 0x80 /* BITRAS: the array's size is alimit rounded up to a power of 2 */

/* The number of slots in the array part (luaH_realasize). */
static unsigned int mh_array_size(const mh_raw_table *t) {
    unsigned int limit = t->alimit;
    if (!(t->flags & MH_FLAG_NOT_REAL_SIZE) || (limit & (limit - 1)) == 0) return limit;
    unsigned int size = 1;
    while (size < limit) size <<= 1;
    return size;
}

static size_t mh_node_count(const mh_raw_table *t) { return (size_t)1 << t->lsizenode; }

/* One entry of the registry's fingerprint: a string-keyed entry, without its chain link. */
typedef struct mh_named_entry {
    mh_raw_value key;
    mh_raw_value value;
    unsigned char key_tt;
    unsigned char tt;
} mh_named_entry;

struct mh_fingerprint {
    const mh_raw_table *table;
    const void *metatable;
    unsigned int array_size;
    unsigned char lsizenode;
    int named_only; /* the registry: only its string-keyed entries (references come and go) */
    size_t length;  /* of bytes: the array part and the nodes, or the named entries */
    unsigned char bytes[];
};

static int mh_is_string_key(const mh_raw_node *node) { return MH_TAG_TYPE(node->key_tt) == LUA_TSTRING; }
static int mh_is_empty(unsigned char tt) { return MH_TAG_TYPE(tt) == LUA_TNIL; }

static mh_named_entry mh_named(const mh_raw_node *node) {
    mh_named_entry entry;
    memset(&entry, 0, sizeof entry);
    entry.key = node->key;
    entry.value = node->value;
    entry.key_tt = node->key_tt;
    entry.tt = node->tt;
    return entry;
}

/* The entries the table holds, as its bytes show them (named_only: string keys only). */
static lua_Integer mh_count_entries(const mh_raw_table *t, int named_only) {
    lua_Integer count = 0;
    if (!named_only) {
        unsigned int size = mh_array_size(t);
        for (unsigned int i = 0; i < size; i++) count += !mh_is_empty(t->array[i].tt);
    }
    size_t nodes = mh_node_count(t);
    for (size_t i = 0; i < nodes; i++) {
        const mh_raw_node *node = &t->node[i];
        if (mh_is_empty(node->tt)) continue;
        if (!named_only || mh_is_string_key(node)) count++;
    }
    return count;
}

int mh_layout_checked(lua_State *L) {
    lua_createtable(L, 3, 1);
    for (int i = 1; i <= 3; i++) {
        lua_pushinteger(L, i * 10);
        lua_rawseti(L, -2, i);
    }
    lua_pushinteger(L, 7);
    lua_setfield(L, -2, "x");
    lua_newtable(L);
    lua_setmetatable(L, -2);
    lua_getmetatable(L, -1);
    lua_pushliteral(L, "x");
    const mh_raw_table *t = lua_topointer(L, -3);
    const void *metatable = lua_topointer(L, -2), *key = lua_topointer(L, -1);
    int usable = t->tt == MH_HEADER_TABLE && mh_array_size(t) == 3 && t->lsizenode == 0 &&
                 t->metatable == metatable && t->array[0].tt == MH_TAG_INTEGER && t->array[0].value.i == 10 &&
                 t->array[2].tt == MH_TAG_INTEGER && t->array[2].value.i == 30 &&
                 t->node[0].key_tt == MH_TAG_SHORT_STRING && t->node[0].key.gc == key &&
                 t->node[0].tt == MH_TAG_INTEGER && t->node[0].value.i == 7 && mh_count_entries(t, 0) == 4;
    lua_pop(L, 3);
    return usable;
}

void mh_fingerprint_new(lua_State *L, int idx, int named_only, lua_Integer expected) {
    const mh_raw_table *t = lua_topointer(L, idx);
    if (t == NULL || lua_type(L, idx) != LUA_TTABLE || mh_count_entries(t, named_only) != expected) {
        lua_pushboolean(L, 0);
        return;
    }
    unsigned int array_size = named_only ? 0 : mh_array_size(t);
    /* `expected` is the count just checked: the named entries, when only those are kept. */
    size_t length = named_only ? (size_t)expected * sizeof(mh_named_entry)
                               : array_size * sizeof(mh_raw_tvalue) + mh_node_count(t) * sizeof(mh_raw_node);
    mh_fingerprint *print = lua_newuserdatauv(L, sizeof(mh_fingerprint) + length, 0);
    print->table = t;
    print->metatable = t->metatable;
    print->array_size = array_size;
    print->lsizenode = t->lsizenode;
    print->named_only = named_only;
    print->length = length;
    if (named_only) {
        mh_named_entry *entry = (mh_named_entry *)print->bytes;
        size_t nodes = mh_node_count(t);
        for (size_t i = 0; i < nodes; i++) {
            if (!mh_is_empty(t->node[i].tt) && mh_is_string_key(&t->node[i])) *entry++ = mh_named(&t->node[i]);
        }
    } else {
        size_t array_bytes = array_size * sizeof(mh_raw_tvalue);
        if (array_bytes > 0) memcpy(print->bytes, t->array, array_bytes);
        memcpy(print->bytes + array_bytes, t->node, length - array_bytes);
    }
}

/* The registry's named entries in node order, against the recorded ones. */
static int mh_named_unchanged(const mh_fingerprint *print) {
    const mh_raw_table *t = print->table;
    const mh_named_entry *entry = (const mh_named_entry *)print->bytes;
    const mh_named_entry *end = entry + print->length / sizeof(mh_named_entry);
    size_t nodes = mh_node_count(t);
    for (size_t i = 0; i < nodes; i++) {
        const mh_raw_node *node = &t->node[i];
        if (mh_is_empty(node->tt) || !mh_is_string_key(node)) continue;
        if (entry == end) return 0;
        mh_named_entry now = mh_named(node);
        if (memcmp(&now, entry++, sizeof now) != 0) return 0;
    }
    return entry == end;
}

int mh_fingerprint_unchanged(const mh_fingerprint *print) {
    const mh_raw_table *t = print->table;
    if (t->metatable != print->metatable || t->lsizenode != print->lsizenode) return 0;
    if (print->named_only) return mh_named_unchanged(print);
    if (mh_array_size(t) != print->array_size) return 0;
    size_t array_bytes = print->array_size * sizeof(mh_raw_tvalue);
    if (array_bytes > 0 && memcmp(print->bytes, t->array, array_bytes) != 0) return 0;
    return memcmp(print->bytes + array_bytes, t->node, print->length - array_bytes) == 0;
}
