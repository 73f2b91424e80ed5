/* Declarations shared between the shim's own files; not part of the Swift-facing module. */
#ifndef MASTHEAD_CLUASHIM_INTERNAL_H
#define MASTHEAD_CLUASHIM_INTERNAL_H

#include "CLuaShim.h"

/* host.c: turns a refused growth that Lua never retried into the memory limit. */
void mh_settle_refusal(mh_host *host);

/* budget.c */
void mh_budget_hook(lua_State *L, lua_Debug *ar);
void mh_budget_charge(lua_State *L, long long cost);
/* Raises the error of the limit that tripped, if one did (from C functions only). */
void mh_raise_if_tripped(lua_State *L);

/* coroutine.c */
void mh_secure_coroutines(lua_State *L);

/* boundmatch.c */
int mh_bounded_find(lua_State *L);
int mh_bounded_match(lua_State *L);
int mh_bounded_gmatch(lua_State *L);
int mh_bounded_gsub(lua_State *L);

/* sandbox.c */
void mh_seed_random(lua_State *L);

/* fingerprint.c: whether a table changed since its image was taken, from its bytes. */
typedef struct mh_fingerprint mh_fingerprint;
/* 1 when this Lua lays tables out as fingerprint.c reads them (checked on a probe table). */
int mh_layout_checked(lua_State *L);
/* Pushes the fingerprint of the table at idx (a userdata), or false when its bytes do not show
   the `expected` entries the API counted. named_only: only string keys count (the registry). */
void mh_fingerprint_new(lua_State *L, int idx, int named_only, lua_Integer expected);
/* 1 when the table is as fingerprinted (same metatable, same entries); 0 when it may differ. */
int mh_fingerprint_unchanged(const mh_fingerprint *print);

/* image.c and reset.c: a state's image is a table in the registry (under one of these keys,
   light userdata no script can reach) with these parts. */
extern char mh_pristine_image_key;
extern char mh_file_image_key;
enum {
    MH_COPIES = 1,    /* table -> shallow copy of its contents */
    MH_METAS,         /* table -> its metatable, or false */
    MH_COUNTS,        /* table -> how many entries the copy holds */
    MH_TABLES,        /* the tables, in the order restore goes through them */
    MH_PRINTS,        /* their fingerprints, in the same order */
    MH_SEEN,          /* every function and userdata the walk met (a table: once it has a copy) */
    MH_UPVALUES,      /* a file's image: function, index, value, for each upvalue its functions own */
    MH_CELLS,         /* the upvalues recorded, by lua_upvalueid */
    MH_FINGERPRINTED, /* true while the fingerprints can be trusted */
    MH_RANDOM,        /* math.random's state, a userdata */
    MH_RANDOM_BYTES,  /* a file's image: that state's bytes */
    MH_IMAGE_PARTS = MH_RANDOM_BYTES
};

/* 1 when the value at idx is the registry. */
int mh_is_registry(lua_State *L, int idx);

#endif
