-- The midnight theme (Plugins/themes/midnight.lua): the contract's example, dark in both
-- appearances, with a display face the app does not bundle and a bold display weight.

local function greeting(options)
  options.profile = profile.sample
  options.theme = "midnight"
  return greeting_header(options)
end

scenario("midnight's colours reach the greeting header in both appearances", function()
  for _, appearance in ipairs({ "light", "dark" }) do
    local t = greeting { appearance = appearance }:theme()
    expect(t.name):to_be("midnight")
    expect(t.bg):to_be("#0B0D12")
    expect(t.fill):to_be("#1A1D24")
    expect(t.textPrimary):to_be("#F2F3F5")
    expect(t.accent):to_be("#FF5A5F")
    expect(t.accentOn):to_be("#0B0D12")
  end
end)

scenario("Fraunces is not bundled, so the greeting falls back to SF at semibold", function()
  local h = greeting {}
  expect(h:theme().type.face):to_be("Fraunces")
  expect(h:theme().type.bundled):to_be(false)
  expect(h:theme().type.displayWeight):to_be("bold")
  local font = h:element("greeting").font
  expect(font.face):to_be("SF Pro")           -- figureDesign "default"
  expect(font.weight):to_be("semibold")       -- bold, capped
  expect(font.size):to_be(30)
  expect(font.style):to_be("display")
  expect(h:element("greeting").color):to_be("textPrimary")
end)

scenario("the scope title follows the same rules at 28 points", function()
  local s = scope_header {
    title = "Reading", scopes = scope_header.sample_scopes, chips = scope_header.sample_chips,
    theme = "midnight",
  }
  local font = s:element("title").font
  expect(font.face):to_be("SF Pro")
  expect(font.weight):to_be("semibold")
  expect(font.size):to_be(28)
  expect(s:theme().radius.md):to_be(12)
  expect(s:theme().motion.hero.spring.duration):to_be(0.45)
  expect(s:theme().motion.hero.spring.bounce):to_be(0.1)
end)
