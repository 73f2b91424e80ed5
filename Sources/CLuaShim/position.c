/*
 * position.c: where in a script the running code is, for messages that must point at the
 * scenario's own line (assertions, builder errors) rather than at Masthead's prelude.
 */
#include "internal.h"

#include <string.h>

/* Pushes "file:line" of the innermost Lua frame whose chunk name does not start with `skip`
   (e.g. "=[masthead"), or nil when there is none. */
void mh_pushscriptposition(lua_State *L, const char *skip) {
    lua_Debug frame;
    size_t skip_length = skip ? strlen(skip) : 0;
    for (int level = 1; lua_getstack(L, level, &frame); level++) {
        if (!lua_getinfo(L, "Sl", &frame)) continue;
        if (frame.currentline <= 0) continue;
        if (skip_length > 0 && strncmp(frame.source, skip, skip_length) == 0) continue;
        lua_pushfstring(L, "%s:%d", frame.short_src, frame.currentline);
        return;
    }
    lua_pushnil(L);
}

/* The line of the innermost Lua frame whose chunk name does not start with `skip`, or 0. Pushes
   nothing and allocates nothing, so a trace can ask at every step. */
int mh_scriptline(lua_State *L, const char *skip) {
    lua_Debug frame;
    size_t skip_length = skip ? strlen(skip) : 0;
    for (int level = 1; lua_getstack(L, level, &frame); level++) {
        if (!lua_getinfo(L, "Sl", &frame)) continue;
        if (frame.currentline <= 0) continue;
        if (skip_length > 0 && strncmp(frame.source, skip, skip_length) == 0) continue;
        return frame.currentline;
    }
    return 0;
}

int mh_isthreadmain(lua_State *L) { return lua_pushthread(L) ? (lua_pop(L, 1), 1) : (lua_pop(L, 1), 0); }
