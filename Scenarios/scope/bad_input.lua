-- Bad input fails with a message that names the field and the value.

-- Calls `build(argument)` protected and expects an error that contains every word of `words`.
local function fails(build, argument, words)
  local ok, err = pcall(build, argument)
  expect(ok):to_be(false)
  for _, word in ipairs(words) do expect(err):to_contain(word) end
  return err
end

local function make_scope(fields) return scope(fields) end
local function make_chip(fields) return chip(fields) end

local base = { title = "Reading", scopes = scope_header.sample_scopes, chips = scope_header.sample_chips }

local function with(changes)
  local options = {}
  for k, v in pairs(base) do options[k] = v end
  for k, v in pairs(changes) do options[k] = v end
  return options
end

scenario("scope and chip builders check their fields", function()
  fails(make_scope, { id = "", title = "X" }, { "id" })
  fails(make_scope, { id = "x" }, { "title" })
  fails(make_scope, { id = "x", title = "X", count = -1 }, { "count", "-1" })
  fails(make_scope, { id = "x", title = "X", count = "4" }, { "count", "\"4\"" })
  fails(make_scope, { id = "x", title = "X", colour = "red" }, { "colour" })
  fails(make_chip, { id = "x", title = 3 }, { "title", "3" })
  fails(make_chip, { id = "x", title = "X", symbol = false }, { "symbol" })
end)

scenario("an empty or missing title", function()
  fails(scope_header, with { title = "" }, { "title" })
  fails(scope_header, { scopes = scope_header.sample_scopes }, { "title" })
end)

scenario("duplicate ids", function()
  local twice = { scope { id = "a", title = "A" }, scope { id = "a", title = "Again" } }
  fails(scope_header, with { scopes = twice }, { "scopes", "\"a\"" })
  local chips = { chip { id = "c", title = "C" }, chip { id = "c", title = "C2" } }
  fails(scope_header, with { chips = chips }, { "chips", "\"c\"" })
end)

scenario("a selected scope or chip that is not in the list", function()
  fails(scope_header, with { scope = "podcasts" }, { "scope", "podcasts" })
  fails(scope_header, with { selected = { "unread", "podcasts" } }, { "selected", "podcasts" })
end)

scenario("negative counts", function()
  fails(scope_header, with { filter_count = -1 }, { "filter_count", "-1" })
  fails(scope_header, with { scopes = { { id = "a", title = "A", count = -3 } } }, { "count", "-3" })
end)

scenario("wrong types", function()
  fails(scope_header, with { scopes = "for-you" }, { "scopes", "\"for-you\"" })
  fails(scope_header, with { chips = { "unread" } }, { "chips", "\"unread\"" })
  fails(scope_header, with { selected = "unread" }, { "selected" })
  fails(scope_header, with { is_stuck = "yes" }, { "is_stuck", "yes" })
  fails(scope_header, with { on_filters = 1 }, { "on_filters", "1" })
  fails(scope_header, with { pinned = "true" }, { "pinned" })
  fails(scope_header, with { text_size = "huge" }, { "text_size", "huge" })
  fails(scope_header, with { theme = "nope" }, { "theme", "nope" })
  fails(scope_header, "Reading", { "scope_header" })
end)

scenario("unknown fields suggest the right one", function()
  fails(scope_header, with { selcted = { "unread" } }, { "selcted", "selected" })
  fails(scope_header, with { filtercount = 2 }, { "filtercount", "filter_count" })
end)

scenario("the error points at the scenario's line", function()
  local ok, err = pcall(function() return scope_header(with { scope = "podcasts" }) end)
  expect(ok):to_be(false)
  expect(err):to_match("bad_input%.lua:%d+:")
end)

scenario("set checks what it is given the same way", function()
  local h = scope_header(base)
  fails(function(o) return h:set(o) end, { scope = "nope" }, { "scope", "nope" })
  fails(function(o) return h:set(o) end, { selected = { "ghost" } }, { "selected", "ghost" })
  fails(function(o) return h:set(o) end, { filter_count = -2 }, { "filter_count" })
  fails(function(o) return h:set(o) end, { colour = "red" }, { "colour" })
  expect(h.scope):to_be("for-you")
  expect(h:events()):to_equal({})
end)

scenario("fields are read-only", function()
  local h = scope_header(base)
  local ok, err = pcall(function() h.scope = "saved" end)
  expect(ok):to_be(false)
  expect(err):to_contain("set")
  ok, err = pcall(function() return h.scop end)
  expect(ok):to_be(false)
  expect(err):to_contain("scope")
end)
