/*
 * CLuaShim: the C half of Masthead's Lua host.
 *
 * Swift cannot import Lua's function-like macros or raise Lua errors safely (lua_error longjmps,
 * and a longjmp through a Swift frame is undefined behaviour). Everything that raises lives here,
 * in C, and runs either under lua_pcall or in a C frame called directly by the Lua VM.
 *
 * Prefix: mh_ (Masthead). One subsystem per .c file:
 *   host.c        the per-state control block, the capped allocator, state creation and closing
 *   budget.c      the instruction budget and wall-clock deadline (count hook), limit errors
 *   trampoline.c  calls from Lua into Swift and back, protected calls, tracebacks, objects
 *   sandbox.c     the safe base library handed to scenario and plugin code
 *   boundmatch.c  Lua's pattern matching with every step charged to the budget
 *   subbudget.c   a smaller budget nested inside the running one (status-provider calls)
 *   coroutine.c   coroutines whose limit errors leave the hook on (Lua 5.4.4 turns it off)
 */
#ifndef MASTHEAD_CLUASHIM_H
#define MASTHEAD_CLUASHIM_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stddef.h>

/* ---------------------------------------------------------------------------------------------
 * Limits and the per-state control block
 * ------------------------------------------------------------------------------------------- */

/* Which limit stopped a script; bits, because a second limit can trip while the first unwinds. */
enum {
    MH_TRIP_NONE = 0,
    MH_TRIP_INSTRUCTIONS = 1,
    MH_TRIP_TIME = 2,
    MH_TRIP_MEMORY = 4
};

/* Called by the trampoline: returns the number of results, or MH_RAISE with the error on top. */
#define MH_RAISE (-1)
/* ... or MH_RERAISE with an error value a script raised, to raise again exactly as it is. */
#define MH_RERAISE (-2)
typedef int (*mh_dispatch_fn)(lua_State *L, void *function);
/* Called by the __gc of a Swift-backed object to release it; never raises. */
typedef void (*mh_release_fn)(void *object);

typedef struct mh_host {
    /* memory */
    size_t used;              /* bytes the state holds now */
    size_t peak;              /* the most it held since the budget was armed */
    size_t memory_limit;      /* cap while script code runs; 0 means none */
    int strict;               /* > 0 while Lua code runs under mh_call: allocations may fail */
    /* time */
    long long instructions;   /* charged so far (VM instructions and pattern-matching steps) */
    long long instruction_limit;
    double deadline;          /* monotonic seconds; 0 means none */
    int hook_step;            /* instructions between two hook calls */
    int tripped;              /* MH_TRIP_* bits, sticky until mh_arm */
    size_t allocated_since_check; /* bytes allocated since the allocator last read the clock */
    long long exact_count;    /* instructions counted one by one (mh_count_exactly) */
    int exact_broken;         /* another thread ran under the exact hook */
    lua_State *main_thread;   /* the state's main thread, which never goes away before it */
    /* where script code was when the first limit tripped (the line 0 until then) */
    char limit_source[LUA_IDSIZE];
    int limit_line;
    int place_tentative;      /* the place is a pending refusal's, undone if the retry succeeds */
    /* a growth the cap refused, which Lua retries once after an emergency collection */
    int refusal_pending;
    void *refused_block;
    size_t refused_size;
    /* the Swift side */
    mh_dispatch_fn dispatch;
    mh_release_fn release;
    void *owner;              /* the Swift LuaState, unretained */
} mh_host;

/* Creates a state with Masthead's allocator, hook and panic handler; NULL if out of memory.
   `owner` is handed back through mh_owner(). */
lua_State *mh_newstate(mh_dispatch_fn dispatch, mh_release_fn release, void *owner);
/* Closes the state and frees its control block. */
void mh_close(lua_State *L);
mh_host *mh_gethost(lua_State *L);
void *mh_owner(lua_State *L);

/* Starts a fresh budget: counters reset, the trip cleared, the deadline `seconds` from now
   (0: none). Applies to every thread of the state. */
void mh_arm(lua_State *L, long long instructions, double seconds, size_t memory);
double mh_monotonic_seconds(void);
/* Counts the main thread's instructions one by one from now on, charging the budget as the count
   hook would, so that what a run cost can be charged again later to the very instruction: how a
   file's top level, run once, is still charged to each of its scenarios (ScenarioHost). */
void mh_count_exactly(lua_State *L);
/* Ends exact counting and goes on with the count hook in step. Returns the instructions counted
   since the last charge (0 to hook_step - 1), or -1 when a coroutine ran under the exact hook. */
int mh_count_in_step(lua_State *L);
/* Charges `charged` instructions and sets the count hook to fire `hook_step - residual`
   instructions from now, as if the run whose count this is had just ended (after mh_arm). */
void mh_count_resume(lua_State *L, long long charged, int residual);
/* Records, unless it is known already, where script code is as a limit trips: the innermost frame
   from `level` on (0: the running function) that has a line and is not Masthead's prelude. Sets
   limit_source and limit_line, which stay until the next mh_arm. */
void mh_note_limit_place(lua_State *L, int level);

/* ---------------------------------------------------------------------------------------------
 * Calls between Lua and Swift
 * ------------------------------------------------------------------------------------------- */

/* Pushes a C closure that calls host->dispatch(L, function) and raises, from C, what it reports. */
void mh_pushfunction(lua_State *L, void *function);
/* Calls the function below `nargs` arguments in protected mode with the traceback handler, in
   strict mode (limits enforced). Returns a LUA_* status; on error the error value is on top and
   the traceback is kept for mh_pushtraceback. */
int mh_call(lua_State *L, int nargs, int nresults);
/* Loads a text chunk (never binary) in protected mode. */
int mh_loadtext(lua_State *L, const char *source, size_t length, const char *chunkname);
/* Loads a chunk that the host produced itself with mh_dump (binary allowed). */
int mh_loadtrusted(lua_State *L, const char *bytes, size_t length, const char *chunkname);
/* Dumps the function on top to a malloc'ed buffer (stripped of nothing); NULL on failure. */
char *mh_dump(lua_State *L, size_t *length);
/* Pushes the traceback of the last failed mh_call (or nil). */
void mh_pushtraceback(lua_State *L);
/* Converts the value at idx with __tostring, protected and budgeted; pushes a string always. */
void mh_pushsafestring(lua_State *L, int idx);
/* Raises from C the value on top of the stack (for use by C closures only). */
int mh_raise(lua_State *L);

/* Swift-backed objects: a full userdata holding one retained pointer, released by __gc. */
void mh_newobject(lua_State *L, void *retained, const char *class_name);
/* The object at idx if it belongs to class_name (and has not been released), else NULL. */
void *mh_toobject(lua_State *L, int idx, const char *class_name);
/* Creates the metatable for class_name from the methods table at methods_idx and an optional
   field getter / setter (functions at getter_idx / setter_idx, 0 for none). Locks the metatable
   so scripts cannot reach __gc. Leaves nothing on the stack. */
void mh_newclass(lua_State *L, const char *class_name, int methods_idx, int getter_idx,
                 int setter_idx, int tostring_idx);
int mh_hasclass(lua_State *L, const char *class_name);

/* ---------------------------------------------------------------------------------------------
 * The sandbox
 * ------------------------------------------------------------------------------------------- */

/* Opens base, string, table, math, utf8 and coroutine into the globals, then removes or replaces
   everything unsafe: no io, os, debug, package, dofile, loadfile, string.dump; load takes text only;
   setmetatable refuses __gc; collectgarbage is limited; pattern matching is budgeted. */
void mh_opensandbox(lua_State *L);

/* ---------------------------------------------------------------------------------------------
 * Reusing a prepared state (image.c takes images, reset.c puts them back, fingerprint.c tells
 * what changed)
 * ------------------------------------------------------------------------------------------- */

/* Records the state's pristine image: the registry's named entries, and every table reachable
   from the globals and the string metatable, with its contents and metatable. LUA_OK or an error
   status (the message on the stack). */
int mh_snapshot_take(lua_State *L);
/* Puts every table of the image back as recorded (raw: no metamethod runs) and reseeds
   math.random. LUA_OK or an error status (the message on the stack). */
int mh_snapshot_restore(lua_State *L);
/* Records the image of a file whose top level has just run: the pristine image's roots and the
   functions in the table on top of the stack (popped: the file's scenarios), with the upvalues
   of every function the file made and math.random's state. *restorable says whether the image
   can stand in for running the top level again (no coroutine, new userdata or weak table is
   reachable, and it is not too large); the image is kept only then. */
int mh_snapshot_take_file(lua_State *L, int *restorable);
/* Puts the state back as the file's image has it: tables, upvalues, math.random's state. */
int mh_snapshot_restore_file(lua_State *L);
/* Forgets the file's image (and so what only it kept alive). */
void mh_snapshot_drop_file(lua_State *L);
/* 1 when the pristine image's tables are compared by their fingerprints (fingerprint.c: this
   Lua lays tables out as it reads them), 0 when entry by entry. */
int mh_snapshot_fingerprinted(lua_State *L);
/* A full garbage collection (lua_gc is variadic, which Swift cannot call). */
void mh_collect(lua_State *L);

/* ---------------------------------------------------------------------------------------------
 * Macros Swift cannot import
 * ------------------------------------------------------------------------------------------- */

static inline int mh_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int mh_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void mh_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void mh_newtable(lua_State *L) { lua_newtable(L); }
static inline void mh_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void mh_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void mh_replace(lua_State *L, int idx) { lua_replace(L, idx); }
static inline const char *mh_tostring(lua_State *L, int idx, size_t *len) {
    return lua_tolstring(L, idx, len);
}
static inline lua_Number mh_tonumber(lua_State *L, int idx) { return lua_tonumberx(L, idx, NULL); }
static inline lua_Integer mh_tointeger(lua_State *L, int idx, int *isnum) {
    return lua_tointegerx(L, idx, isnum);
}
static inline int mh_isnoneornil(lua_State *L, int idx) { return lua_type(L, idx) <= 0; }
static inline void mh_pushglobaltable(lua_State *L) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
}



/* ---------------------------------------------------------------------------------------------
 * Positions (position.c)
 * ------------------------------------------------------------------------------------------- */

/* Pushes "file:line" of the innermost Lua frame not in a chunk named with prefix `skip`, or nil. */
void mh_pushscriptposition(lua_State *L, const char *skip);
int mh_scriptline(lua_State *L, const char *skip);
/* 1 when L is the main thread of its state (not a coroutine). */
int mh_isthreadmain(lua_State *L);

/* ---------------------------------------------------------------------------------------------
 * Nested budgets (subbudget.c)
 * ------------------------------------------------------------------------------------------- */

/* The outer budget's counters, saved while a nested one runs. */
typedef struct mh_budget_frame {
    long long instructions;
    long long instruction_limit;
    double deadline;
    size_t memory_limit;
    int tripped;
    char limit_source[LUA_IDSIZE];
    int limit_line;
} mh_budget_frame;

/* Saves the running budget in *saved and arms a nested one: `instructions` (0: none), a deadline
   `seconds` from now but never past the outer one, and at most `memory` more bytes than the state
   holds now, never past the outer cap. */
void mh_subbudget_begin(lua_State *L, mh_budget_frame *saved, long long instructions, double seconds,
                        size_t memory);
/* Restores the outer budget, charges it with the nested instructions (stored in *used when not
   NULL) and returns the MH_TRIP_* bits the nested budget tripped. The outer budget trips in turn
   when the nested work took it past its own limit. */
int mh_subbudget_end(lua_State *L, const mh_budget_frame *saved, long long *used);
#endif
