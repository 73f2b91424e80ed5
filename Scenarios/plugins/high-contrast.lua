-- The high-contrast theme (Plugins/themes/high-contrast.lua): its own colours in each
-- appearance, every pair at AAA (see `masthead plugins`), and motion without bounce.

scenario("light and dark each get their own colours", function()
  local light = greeting_header { profile = profile.sample, theme = "high-contrast" }:theme()
  expect(light.bg):to_be("#FFFFFF")
  expect(light.textPrimary):to_be("#000000")
  expect(light.accent):to_be("#A8000F")
  local dark = greeting_header { profile = profile.sample, theme = "high-contrast", appearance = "dark" }:theme()
  expect(dark.bg):to_be("#000000")
  expect(dark.textPrimary):to_be("#FFFFFF")
  expect(dark.accent):to_be("#FFD60A")
  expect(dark.accentOn):to_be("#000000")
end)

scenario("the unread badge is the accent with accentOn figures", function()
  local h = greeting_header { profile = profile.sample, unread = 3, theme = "high-contrast", appearance = "dark" }
  local badge = h:element("badge")
  expect(badge.text):to_be("3")
  expect(badge.fill):to_be("accent")
  expect(badge.color):to_be("accentOn")
  expect(badge.ring):to_be("bg")
end)

scenario("chips that are on invert to bg on textPrimary", function()
  local s = scope_header {
    title = "Reading", scopes = scope_header.sample_scopes, chips = scope_header.sample_chips,
    selected = { scope_header.sample_chips[1].id }, theme = "high-contrast",
  }
  local chip = s:element("chip." .. scope_header.sample_chips[1].id)
  expect(chip.fill):to_be("textPrimary")
  expect(chip.color):to_be("bg")
end)

scenario("snappy and hero are smooth springs: nothing bounces", function()
  local t = scope_header { title = "Reading", scopes = scope_header.sample_scopes, theme = "high-contrast" }:theme()
  expect(t.motion.snappy.spring.bounce):to_be(0)
  expect(t.motion.hero.spring.bounce):to_be(0)
  expect(t.motion.hero.spring.duration):to_be(0.5)
end)
