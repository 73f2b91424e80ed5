/*
 * trampoline.c: calls from Lua into Swift and back.
 *
 * A Swift function never raises. It returns MH_RAISE with the error value on top of the stack,
 * and the trampoline, a C frame, raises once the Swift frame has returned.
 */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

static const char *const MH_TRACEBACK_KEY = "masthead.traceback";

static int mh_trampoline(lua_State *L) {
    mh_host *host = mh_gethost(L);
    void *function = lua_touserdata(L, lua_upvalueindex(1));
    /* Past a limit no Swift work starts: the hook cannot stop Swift once it runs. */
    mh_raise_if_tripped(L);
    int strict = host->strict;
    host->strict = 0;
    int results = host->dispatch(L, function);
    host->strict = strict;
    if (results == MH_RAISE || results == MH_RERAISE) {
        /* Give string errors the script position, as luaL_error would have. */
        if (results == MH_RAISE && lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    /* Allocations inside Swift were never refused; enforce the cap now, from C. */
    if (strict > 0 && host->memory_limit > 0 && host->used > host->memory_limit) {
        host->tripped |= MH_TRIP_MEMORY;
        mh_raise_if_tripped(L);
    }
    return results;
}

void mh_pushfunction(lua_State *L, void *function) {
    lua_pushlightuserdata(L, function);
    lua_pushcclosure(L, mh_trampoline, 1);
}

int mh_raise(lua_State *L) { return lua_error(L); }

/* Message handler: keeps the error value as it is and stores the traceback (the frames only,
   starting with "stack traceback:") beside it. The traceback is bounded (Lua keeps about twenty
   frames), so it is made with the cap lifted: past a limit the allocator refuses script code
   everything, and the traceback is what names the line a limit stopped. */
static int mh_message_handler(lua_State *L) {
    mh_host *host = mh_gethost(L);
    int strict = host->strict;
    host->strict = 0;
    luaL_traceback(L, L, NULL, 1);
    lua_setfield(L, LUA_REGISTRYINDEX, MH_TRACEBACK_KEY);
    host->strict = strict;
    lua_settop(L, 1);
    return 1;
}

int mh_call(lua_State *L, int nargs, int nresults) {
    mh_host *host = mh_gethost(L);
    int base = lua_gettop(L) - nargs;
    lua_pushcfunction(L, mh_message_handler);
    lua_insert(L, base);
    lua_pushnil(L);
    lua_setfield(L, LUA_REGISTRYINDEX, MH_TRACEBACK_KEY);
    host->strict++;
    int status = lua_pcall(L, nargs, nresults, base);
    host->strict--;
    mh_settle_refusal(host);
    lua_remove(L, base);
    return status;
}

void mh_pushtraceback(lua_State *L) { lua_getfield(L, LUA_REGISTRYINDEX, MH_TRACEBACK_KEY); }

int mh_loadtext(lua_State *L, const char *source, size_t length, const char *chunkname) {
    mh_host *host = mh_gethost(L);
    host->strict++;
    int status = luaL_loadbufferx(L, source, length, chunkname, "t");
    host->strict--;
    mh_settle_refusal(host);
    return status;
}

int mh_loadtrusted(lua_State *L, const char *bytes, size_t length, const char *chunkname) {
    return luaL_loadbufferx(L, bytes, length, chunkname, "bt");
}

typedef struct mh_buffer { char *bytes; size_t length, capacity; int failed; } mh_buffer;

static int mh_buffer_writer(lua_State *L, const void *chunk, size_t size, void *ud) {
    (void)L;
    mh_buffer *buffer = ud;
    if (buffer->length + size > buffer->capacity) {
        size_t capacity = (buffer->capacity + size) * 2;
        char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) { buffer->failed = 1; return 1; }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, chunk, size);
    buffer->length += size;
    return 0;
}

char *mh_dump(lua_State *L, size_t *length) {
    mh_buffer buffer = {0};
    if (lua_dump(L, mh_buffer_writer, &buffer, 0) != 0 || buffer.failed) {
        free(buffer.bytes);
        return NULL;
    }
    *length = buffer.length;
    return buffer.bytes;
}

static int mh_tostring_protected(lua_State *L) {
    luaL_tolstring(L, 1, NULL);
    return 1;
}

/* luaL_tolstring runs __tostring, which is script code: it may raise, loop or allocate. */
void mh_pushsafestring(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    int type = lua_type(L, idx);
    if (type == LUA_TSTRING) { lua_pushvalue(L, idx); return; }
    if (type == LUA_TNIL) { lua_pushliteral(L, "nil"); return; }
    lua_pushcfunction(L, mh_tostring_protected);
    lua_pushvalue(L, idx);
    if (mh_call(L, 1, 1) != LUA_OK || lua_type(L, -1) != LUA_TSTRING) {
        lua_pop(L, 1);
        lua_pushfstring(L, "(a %s value)", luaL_typename(L, idx));
    }
}

/* ----- Swift-backed objects ----- */

static int mh_object_gc(lua_State *L) {
    void **slot = lua_touserdata(L, 1);
    if (slot != NULL && *slot != NULL) {
        void *object = *slot;
        *slot = NULL; /* a second __gc (a resurrected object) finds nothing to release */
        mh_gethost(L)->release(object);
    }
    return 0;
}

void mh_newobject(lua_State *L, void *retained, const char *class_name) {
    void **slot = lua_newuserdatauv(L, sizeof(void *), 0);
    *slot = retained;
    luaL_setmetatable(L, class_name);
}

void *mh_toobject(lua_State *L, int idx, const char *class_name) {
    void **slot = luaL_testudata(L, idx, class_name);
    return slot ? *slot : NULL;
}

/* __index: methods first (a raw table lookup), then the Swift field getter. */
static int mh_object_index(lua_State *L) {
    lua_pushvalue(L, 2);
    if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) return 1;
    if (lua_type(L, lua_upvalueindex(2)) != LUA_TFUNCTION) return 1;
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_call(L, 2, 1);
    return 1;
}

void mh_newclass(lua_State *L, const char *class_name, int methods_idx, int getter_idx,
                 int setter_idx, int tostring_idx) {
    methods_idx = lua_absindex(L, methods_idx);
    getter_idx = getter_idx ? lua_absindex(L, getter_idx) : 0;
    setter_idx = setter_idx ? lua_absindex(L, setter_idx) : 0;
    tostring_idx = tostring_idx ? lua_absindex(L, tostring_idx) : 0;
    luaL_newmetatable(L, class_name);
    lua_pushvalue(L, methods_idx);
    if (getter_idx) lua_pushvalue(L, getter_idx); else lua_pushnil(L);
    lua_pushcclosure(L, mh_object_index, 2);
    lua_setfield(L, -2, "__index");
    if (setter_idx) {
        lua_pushvalue(L, setter_idx);
        lua_setfield(L, -2, "__newindex");
    }
    if (tostring_idx) {
        lua_pushvalue(L, tostring_idx);
        lua_setfield(L, -2, "__tostring");
    }
    lua_pushcfunction(L, mh_object_gc);
    lua_setfield(L, -2, "__gc");
    lua_pushstring(L, class_name);
    lua_setfield(L, -2, "__name");
    lua_pushliteral(L, "locked");
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
}

int mh_hasclass(lua_State *L, const char *class_name) {
    int found = luaL_getmetatable(L, class_name) == LUA_TTABLE;
    lua_pop(L, 1);
    return found;
}
