-- The poster theme (Plugins/themes/poster.lua): it asks for a black display weight, and the
-- headers cap the display weight at semibold.

scenario("black is capped at semibold on the greeting", function()
  local h = greeting_header { profile = profile.sample, theme = "poster" }
  expect(h:theme().type.displayWeight):to_be("black")
  local font = h:element("greeting").font
  expect(font.weight):to_be("semibold")
  expect(font.face):to_be("Inter")            -- bundled: the brand face is used as it is
end)

scenario("and on the scope title", function()
  local s = scope_header { title = "Reading", scopes = scope_header.sample_scopes, theme = "poster" }
  expect(s:element("title").font.weight):to_be("semibold")
  expect(s:element("title").font.face):to_be("Inter")
end)

scenario("poster extends high-contrast: calm motion, its own colours and radius", function()
  local t = greeting_header { profile = profile.sample, theme = "poster", appearance = "dark" }:theme()
  expect(t.motion.snappy.spring.bounce):to_be(0)
  expect(t.accent):to_be("#9D85FF")
  expect(t.radius.md):to_be(16)
end)
