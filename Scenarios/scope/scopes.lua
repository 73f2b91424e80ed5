-- The scopes: text tabs on a hairline, an underline under the selected one, counts of new items.

local S = require("_scope")

scenario("selected scope is semibold textPrimary, the others regular textSecondary", function()
  local h = S.reading()
  local selected, other = h:element("scope.for-you"), h:element("scope.following")
  expect(selected.role):to_be("tab")
  expect(selected.font.style):to_be("body")
  expect(selected.font.weight):to_be("semibold")
  expect(selected.color):to_be("textPrimary")
  expect(other.font.style):to_be("body")
  expect(other.font.weight):to_be("regular")
  expect(other.color):to_be("textSecondary")
end)

scenario("a count of new items follows the title in textTertiary", function()
  local h = S.reading()
  local tab, count = h:element("scope.for-you"), h:element("scope_count.for-you")
  expect(count.text):to_be(tostring(scope_header.sample_scopes[1].count))
  expect(count.color):to_be("textTertiary")
  expect(count.frame.x > tab.frame.x):to_be(true)
  expect(count.frame.x + count.frame.width <= tab.frame.x + tab.frame.width + 0.01):to_be(true)
  expect(h:element("scope_count.following")):to_be_nil()
end)

scenario("a count of zero shows nothing; above 99 it reads 99+", function()
  local h = scope_header { title = "T", chips = {},
    scopes = { scope { id = "a", title = "A", count = 0 }, scope { id = "b", title = "B", count = 250 } } }
  expect(h:element("scope_count.a")):to_be_nil()
  expect(h:element("scope.a").value):to_be_nil()
  expect(h:element("scope_count.b").text):to_be("99+")
  expect(h:element("scope.b").value):to_be("250 new")
end)

scenario("a 2 point textPrimary underline sits under the selected scope, on a hairline", function()
  local h = S.reading { display_scale = 3 }
  local tab, underline, hairline = h:element("scope.for-you"), h:element("underline"), h:element("scopes_hairline")
  expect(underline.frame.height):to_be(2)
  expect(underline.fill):to_be("textPrimary")
  expect(underline.frame.x):to_be(tab.frame.x)
  expect(underline.frame.width):to_be(tab.frame.width)
  expect(underline.frame.y >= tab.frame.y + tab.frame.height):to_be(true)
  expect(hairline.role):to_be("hairline")
  expect(hairline.fill):to_be("separator")
  expect(hairline.frame.height):to_be_near(1 / 3, 0.001)
  expect(hairline.frame.x):to_be(0)
  expect(hairline.frame.width):to_be(393)
  expect(underline.frame.y + underline.frame.height):to_be_near(hairline.frame.y + hairline.frame.height, 0.001)
end)

scenario("the hairline is one pixel at every display scale", function()
  expect(S.reading { display_scale = 2 }:element("scopes_hairline").frame.height):to_be(0.5)
  expect(S.reading { display_scale = 1 }:element("scopes_hairline").frame.height):to_be(1)
end)

scenario("tapping a scope selects it, moves the underline and asks for a reload", function()
  local h = S.reading()
  h:tap("scope.saved")
  expect(h.scope):to_be("saved")
  expect(h:events()):to_equal({ "haptic:selection", "scope_changed:saved" })
  h:settle() -- the underline slides
  expect(h:element("underline").frame.x):to_be(h:element("scope.saved").frame.x)
  expect(h:element("scope.saved").color):to_be("textPrimary")
  expect(h:element("scope.for-you").color):to_be("textSecondary")
  expect(h:element("scope.for-you").font.weight):to_be("regular")
end)

scenario("tapping the selected scope changes nothing and records nothing", function()
  local h = S.reading()
  local before = h:text()
  h:tap("scope.for-you")
  expect(h.scope):to_be("for-you")
  expect(h:events()):to_equal({})
  expect(h:text()):to_be(before)
end)

scenario("picking a scope does not move the other tabs", function()
  local h = S.reading()
  local x = h:element("scope.saved").frame.x
  h:tap("scope.following")
  expect(h:element("scope.saved").frame.x):to_be(x)
end)

scenario("the app can change the scope through the binding", function()
  local h = S.reading()
  h:set { scope = "following" }
  expect(h.scope):to_be("following")
  expect(h:events()):to_equal({ "scope_changed:following" })
  h:set { scope = "following" }
  expect(h:events()):to_equal({ "scope_changed:following" })
end)

scenario("without scopes there is no tab row", function()
  local h = scope_header { title = "Reading", scopes = {}, chips = scope_header.sample_chips }
  expect(h.scope):to_be_nil()
  expect(h:element("underline")):to_be_nil()
  expect(h:element("scopes_hairline")):to_be_nil()
  expect(h:row("scopes")):to_be_nil()
end)
