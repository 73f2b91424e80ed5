-- The ledger theme (Plugins/themes/ledger.lua): a display face that is not bundled and
-- monospaced figures, so the display text falls back to SF in the text design (serif), and
-- the counts on the badges use monospaced figures.

scenario("the greeting falls back to New York, the serif text design, not to SF Mono", function()
  local h = greeting_header { profile = profile.sample, theme = "ledger" }
  expect(h:theme().type.figureDesign):to_be("monospaced")
  expect(h:theme().type.textDesign):to_be("serif")
  local font = h:element("greeting").font
  expect(font.face):to_be("New York")
  expect(font.weight):to_be("medium")         -- below the cap: kept as asked
  expect(font.size):to_be(30)
end)

scenario("the unread count uses monospaced figures", function()
  local h = greeting_header { profile = profile.sample, unread = 12, theme = "ledger" }
  local font = h:element("badge").font
  expect(font.face):to_be("SF Mono")
  expect(font.style):to_be("caption")
end)

scenario("the scope title and the filter count follow the same rules", function()
  local s = scope_header {
    title = "Reading", scopes = scope_header.sample_scopes, chips = scope_header.sample_chips,
    selected = { scope_header.sample_chips[1].id }, theme = "ledger",
  }
  expect(s:element("title").font.face):to_be("New York")
  expect(s:element("title").font.size):to_be(28)
  expect(s:element("filters_badge").font.face):to_be("SF Mono")
end)

scenario("a timing curve for hero and a smaller radius", function()
  local t = scope_header { title = "Reading", scopes = scope_header.sample_scopes, theme = "ledger" }:theme()
  expect(t.motion.hero.timing.duration):to_be(0.3)
  expect(t.motion.hero.timing.bezier):to_equal({ 0.2, 0, 0, 1 })
  expect(t.motion.snappy.spring.bounce):to_be(0.15)   -- inherited from default
  expect(t.radius.md):to_be(6)
end)
