-- scope{...}, chip{...} and the Reading tab's samples: plain values whose fields read back.

local S = require("_scope")

-- Builders work at file load, outside any scenario.
local later = scope { id = "later", title = "Read later", count = 12 }

scenario("scope and chip read back as given", function()
  expect(later.id):to_be("later")
  expect(later.title):to_be("Read later")
  expect(later.count):to_be(12)
  local c = chip { id = "unread", title = "Unread", symbol = "envelope.badge" }
  expect(c):to_equal({ id = "unread", title = "Unread", symbol = "envelope.badge" })
  expect(scope { id = "x", title = "X" }.count):to_be_nil()
  expect(chip { id = "x", title = "X" }.symbol):to_be_nil()
end)

scenario("the samples are the Reading tab's", function()
  local scopes = scope_header.sample_scopes
  expect(#scopes):to_be(3)
  expect(scopes[1].id):to_be("for-you")
  expect(scopes[1].title):to_be("For you")
  expect(scopes[1].count):to_be_truthy()
  expect(scopes[2].title):to_be("Following")
  expect(scopes[3].title):to_be("Saved")
  local chips = scope_header.sample_chips
  expect(#chips >= 3):to_be(true)
  expect(chips[1]):to_equal({ id = "unread", title = "Unread", symbol = "envelope.badge" })
end)

scenario("hand-written tables work as scopes and chips", function()
  local h = scope_header {
    title = "Mine",
    scopes = { { id = "a", title = "Alpha" }, scope { id = "b", title = "Beta", count = 2 } },
    chips = { { id = "x", title = "Ex" } },
  }
  expect(h:element("scope.a").text):to_be("Alpha")
  expect(h:element("scope.b").value):to_be("2 new")
  expect(h:element("chip.x").text):to_be("Ex")
end)

scenario("an unspecified scope selects the first", function()
  local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes, chips = {} }
  expect(h.scope):to_be("for-you")
  expect(h.selected):to_equal({})
  expect(S.ids(h, "chip.")):to_equal({})
end)

scenario("a header prints as its title", function()
  expect(tostring(S.reading())):to_contain("Reading")
end)
