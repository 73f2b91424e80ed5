-- Theming, token by token, and the environment options shared with the greeting header.

local S = require("_scope")

scenario("colours are theme token names, resolved by the theme", function()
  local h = S.reading { appearance = "dark" }
  expect(h:theme().appearance):to_be("dark")
  expect(h:theme().bg):to_match("^#%x%x%x%x%x%x")
  expect(h:element("title").color):to_be("textPrimary")
end)

scenario("the layout follows the width", function()
  for _, width in ipairs({ 375, 393, 430 }) do
    local h = S.reading { width = width }
    expect(h:element("scopes_hairline").frame.width):to_be(width)
    local f = h:element("filters").frame
    expect(f.x + f.width <= width):to_be(true)
  end
end)

scenario("the environment can change through set without recording anything", function()
  local h = S.reading()
  local body = h:element("scope.following").font.size
  h:set { text_size = "xxxL", width = 375, appearance = "dark" }
  expect(h:element("scope.following").font.size > body):to_be(true)
  expect(h:theme().appearance):to_be("dark")
  expect(h:events()):to_equal({})
end)

scenario("text sizes take short and long names", function()
  expect(S.reading { text_size = "accessibility2" }:element("title").font.size)
    :to_be(S.reading { text_size = "AX2" }:element("title").font.size)
end)
