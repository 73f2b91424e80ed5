-- Rows that scroll sideways: the chips always can, the scopes when they do not fit.

local S = require("_scope")

local function many_scopes(n)
  local list = {}
  for i = 1, n do list[i] = scope { id = "s" .. i, title = "Scope " .. i } end
  return list
end

scenario("the sample scopes fit a phone at the default size", function()
  local row = S.reading():row("scopes")
  expect(row.scrolls):to_be(false)
  expect(row.offset):to_be(0)
end)

scenario("scopes that do not fit scroll sideways: large text", function()
  local h = S.reading { text_size = "AX5", width = 375 }
  expect(h:row("scopes").scrolls):to_be(true)
  expect(h:element("scope.for-you").scroll_row):to_be("scopes")
end)

scenario("scopes that do not fit scroll sideways: many scopes", function()
  local h = S.reading { scopes = many_scopes(30), scope = "s1" }
  local row = h:row("scopes")
  expect(row.scrolls):to_be(true)
  expect(h:element("scope.s30").visible):to_be(false)
  h:scroll_row("scopes", row.max_offset)
  expect(h:element("scope.s30").visible):to_be(true)
  expect(S.fully_shown(h, "scope.s30")):to_be(true)
end)

scenario("the selected scope is kept in view", function()
  local h = S.reading { scopes = many_scopes(30), scope = "s24", width = 375 }
  expect(S.fully_shown(h, "scope.s24")):to_be(true)
  expect(S.fully_shown(h, "underline")):to_be(true)
  h:set { scope = "s3" }
  h:settle() -- the row scrolls to it
  expect(S.fully_shown(h, "scope.s3")):to_be(true)
  h:set { text_size = "AX5" }
  expect(S.fully_shown(h, "scope.s3")):to_be(true)
end)

scenario("a scope scrolled out of view is scrolled into view before the tap", function()
  local h = S.reading { scopes = many_scopes(30), scope = "s1" }
  expect(h:element("scope.s12").visible):to_be(false)
  h:tap("scope.s12")
  expect(h.scope):to_be("s12")
  h:settle()
  expect(S.fully_shown(h, "scope.s12")):to_be(true)
end)

scenario("the chips scroll sideways and the Filters button stays put", function()
  local h = S.reading { width = 375 }
  local row = h:row("chips")
  expect(row.scrolls):to_be(true)
  local filters_x = h:element("filters").frame.x
  local first_x = h:element("chip.unread").frame.x
  h:scroll_row("chips", 60)
  expect(h:row("chips").offset):to_be(60)
  expect(h:element("chip.unread").frame.x):to_be(first_x - 60)
  expect(h:element("filters").frame.x):to_be(filters_x)
end)

scenario("a row scrolls no further than its content", function()
  local h = S.reading()
  h:scroll_row("chips", 5000)
  local row = h:row("chips")
  expect(row.offset):to_be(row.max_offset)
  h:scroll_row("chips", -10)
  expect(h:row("chips").offset):to_be(0)
end)

scenario("a chip out of view is scrolled into view before the tap", function()
  local h = S.reading { width = 375 }
  expect(S.fully_shown(h, "chip.today")):to_be(false)
  h:tap("chip.today")
  expect(h.selected):to_equal({ "today" })
  h:settle()
  expect(S.fully_shown(h, "chip.today")):to_be(true)
end)

scenario("a chip partly out of view at the start is scrolled back in before the tap", function()
  local h = S.reading { width = 375 }
  h:scroll_row("chips", 40)
  expect(S.fully_shown(h, "chip.unread")):to_be(false)
  h:tap("chip.unread")
  h:settle()
  expect(S.fully_shown(h, "chip.unread")):to_be(true)
  expect(h.selected):to_equal({ "unread" })
end)

scenario("many chips all reachable", function()
  local chips = {}
  for i = 1, 30 do chips[i] = chip { id = "c" .. i, title = "Chip " .. i } end
  local h = S.reading { chips = chips }
  for i = 1, 30 do
    h:tap("chip.c" .. i)
    h:settle()
    expect(S.fully_shown(h, "chip.c" .. i)):to_be(true)
  end
  expect(#h.selected):to_be(30)
  expect(h:element("filters_badge").text):to_be("30")
end)

scenario("scroll_row names the row", function()
  local h = S.reading()
  local ok, err = pcall(h.scroll_row, h, "chip", 10)
  expect(ok):to_be(false)
  expect(err):to_contain("chips")
  local bare = S.reading { chips = {} }
  expect(bare:row("chips")):to_be_nil()
  ok, err = pcall(bare.scroll_row, bare, "chips", 10)
  expect(ok):to_be(false)
  expect(err):to_contain("not shown")
end)
