/* Debian installs Lua 5.4's headers in /usr/include/lua5.4; pkg-config lua5.4 names that folder. */
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
