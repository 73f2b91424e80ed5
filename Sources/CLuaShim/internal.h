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

#endif
