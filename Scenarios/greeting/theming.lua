-- Theming, token by token: what each element draws with (token names; h:theme() resolves them).

scenario("the greeting is the display moment: the brand face at 30 points, semibold, textPrimary", function()
  local h = greeting_header { profile = profile.sample }
  local font = h:element("greeting").font
  expect(font.style):to_be("display")
  expect(font.face):to_be(h:theme().type.face)
  expect(font.size):to_be(30)
  expect(font.weight):to_be("semibold")
  expect(h:element("greeting").color):to_be("textPrimary")
end)

scenario("the display face scales with Dynamic Type", function()
  local sizes = {}
  for _, size in ipairs({ "xS", "L", "xxxL", "AX1", "AX5" }) do
    sizes[#sizes + 1] = greeting_header { profile = profile.sample, text_size = size }:element("greeting").font.size
  end
  for i = 2, #sizes do expect(sizes[i] > sizes[i - 1]):to_be(true) end
  expect(sizes[1] < 30):to_be(true)
  expect(sizes[#sizes]):to_be_near(30 * 60 / 34, 0.001)
end)

scenario("compact greeting headline, date subhead, prompt body, badge caption", function()
  local h = greeting_header { profile = profile.sample, unread = 2, collapse = 0.5 }
  expect(h:element("compact_greeting").font.style):to_be("headline")
  expect(h:element("compact_greeting").font.size):to_be(17)
  expect(h:element("date_line").font.style):to_be("subhead")
  expect(h:element("search_field").font.style):to_be("body")
  expect(h:element("badge").font.style):to_be("caption")
end)

scenario("text colours: greeting textPrimary, date textSecondary, prompt textTertiary", function()
  local h = greeting_header { profile = profile.sample, collapse = 0.5 }
  expect(h:element("greeting").color):to_be("textPrimary")
  expect(h:element("compact_greeting").color):to_be("textPrimary")
  expect(h:element("date_line").color):to_be("textSecondary")
  expect(h:element("search_field").color):to_be("textTertiary")
end)

scenario("the controls: fill, radius.md, a separator stroke only on the field", function()
  local h = greeting_header { profile = profile.sample, collapse = 0.3 }
  local radius = h:theme().radius.md
  for _, id in ipairs({ "bell", "search_button", "search_field" }) do
    expect(h:element(id).fill):to_be("fill")
    expect(h:element(id).corner_radius):to_be(radius)
  end
  expect(h:element("search_field").stroke):to_be("separator")
  expect(h:element("search_button").stroke):to_be_nil()
end)

scenario("badge accent with accentOn figures ringed in bg; avatar textSecondary on fill ringed in separator", function()
  local h = greeting_header { profile = profile.sample, unread = 4 }
  local badge, avatar = h:element("badge"), h:element("avatar")
  expect({ badge.fill, badge.color, badge.ring }):to_equal({ "accent", "accentOn", "bg" })
  expect({ avatar.color, avatar.fill, avatar.ring }):to_equal({ "textSecondary", "fill", "separator" })
end)

scenario("the bare header has no ground; the pinned bar is on bg", function()
  expect(greeting_header { profile = profile.sample }.ground):to_be_nil()
  expect(greeting_header { profile = profile.sample, pinned = true }.ground):to_be("bg")
end)

scenario("dark appearance keeps the tokens and resolves them darker", function()
  local light = greeting_header { profile = profile.sample, unread = 1 }
  local dark = greeting_header { profile = profile.sample, unread = 1, appearance = "dark" }
  expect(dark:element("badge").fill):to_be("accent")
  expect(dark:theme().bg):to_be("#000000")
  expect(dark:theme().accent).never:to_be(light:theme().accent)
end)

scenario("changes use motion.smooth, the badge motion.snappy", function()
  local h = greeting_header { profile = profile.sample, unread = 1, pinned = true }
  for _, element in ipairs(h:elements()) do
    expect(element.transition):to_be(element.id == "badge" and "snappy" or "smooth")
  end
end)
