-- luacheck's configuration for Masthead's Lua: `luacheck Scenarios Plugins` (make test runs it).
--
-- Two standards, as luacheck's built-in `busted` std describes busted's globals: `masthead` is
-- what a scenario sees (the sandbox's library: Lua 5.4 without io, os, debug, package, dofile and
-- loadfile; and the scenario API), `masthead_plugins` what a plugin sees (the library subset of
-- PluginChunk.libraryNames and the two builders). The lists follow types/masthead.lua, which a
-- test holds to the bindings. Another suite uses them with `std = "lua54+masthead"` and this
-- file's `stds` (or copies them).

local sandbox_removes = { "io", "os", "debug", "package", "dofile", "loadfile" }

stds.masthead = {
  read_globals = {
    scenario = {}, property = {}, expect = {}, require = {},
    clock = { fields = { "set", "advance", "now", "date" } },
    profile = { fields = { "sample" }, other_fields = false },
    greeting_header = {}, scope = {}, chip = {},
    scope_header = { fields = { "sample_scopes", "sample_chips" } },
  },
}

stds.masthead_plugins = {
  read_globals = {
    theme = {}, status_provider = {},
    "assert", "error", "ipairs", "next", "pairs", "pcall", "xpcall", "rawequal", "rawget", "rawlen",
    "rawset", "select", "setmetatable", "getmetatable", "tonumber", "tostring", "type", "load",
    "collectgarbage", "_VERSION",
    string = { other_fields = true }, table = { other_fields = true }, math = { other_fields = true },
    utf8 = { other_fields = true }, coroutine = { other_fields = true },
  },
}

std = "lua54+masthead"
not_globals = sandbox_removes
-- Data tables (articles, chip lists) read best on one line.
max_line_length = false

-- Paths here are relative to the folder luacheck runs in: run it from the repository root.
files["Plugins"] = { std = "masthead_plugins" }
