-- The greeting header's state changes use motion.smooth: the status line cross-fades, the profile
-- arriving fades the placeholders out and the greeting in, controls fade in and out as the app
-- adds or removes them. A control that is leaving cannot be tapped and VoiceOver skips it.

scenario("a new status cross-fades from the date", function()
  local h = greeting_header { profile = profile.sample }
  h:set { status = "3 tasks due today" }
  local line = h:element("date_line")
  expect(line.text):to_be("3 tasks due today")
  expect(line.fade.from.text):to_be("Friday, October 23")
  h:advance(0.25)
  expect(h:element("date_line").fade.progress):to_be(0.821)
  expect(h:text()):to_contain('fade 0.821 from "Friday, October 23"')
  h:advance(0.25)
  expect(h:text()):to_contain("3 tasks due today")
end)

scenario("the profile arrives: placeholders fade out, the greeting and avatar fade in", function()
  local h = greeting_header {}
  h:set { profile = profile.sample }
  h:advance(0.1)
  expect(h:element("placeholder.greeting").leaving):to_be(true)
  expect(h:element("placeholder.greeting").opacity):to_be(0.642)
  expect(h:element("greeting").opacity):to_be(0.358)
  expect(h:element("greeting").motion.token):to_be("smooth")
  expect(h:element("avatar").opacity):to_be(0.358)
  h:settle()
  expect(h:element("placeholder.greeting")):to_be_nil()
end)

scenario("the bell fades in when the app starts handling notifications", function()
  local h = greeting_header { profile = profile.sample, on_notifications = false }
  h:set { on_notifications = true }
  expect(h:element("bell").opacity):to_be(0)
  h:tap("bell")                                                -- taps go by the new layout
  expect(h:events()):to_equal({ "on_notifications" })
  h:advance(0.25)
  expect(h:element("bell").opacity):to_be(0.821)
end)

scenario("a leaving control is drawn fading but cannot be tapped or focused", function()
  local h = greeting_header { profile = profile.sample }
  h:set { on_search = false }
  h:advance(0.1)
  local field = h:element("search_field")
  expect(field.leaving):to_be(true)
  expect(field.visible):to_be(true)
  expect(field.focusable):to_be(false)
  expect(field.hit):to_be_nil()
  for _, line in ipairs(h:voiceover()) do expect(line:find("Search", 1, true)):to_be_nil() end
  local ok, err = pcall(function() h:tap("search_field") end)
  expect(ok):to_be(false)
  expect(tostring(err.message or err)):to_contain("there is no \"search_field\"")
end)

scenario("the SVG shows both looks while they cross-fade", function()
  local h = greeting_header { profile = profile.sample }
  h:set { status = "Offline" }
  h:advance(0.1)
  local svg = h:svg()
  expect(svg):to_contain('data-earlier-look-of="date_line"')
  expect(svg):to_contain(">Friday, October 23</text>")
  expect(svg):to_contain(">Offline</text>")
end)

scenario("with Reduce Motion the profile arriving is a short fade", function()
  local h = greeting_header { reduce_motion = true }
  h:set { profile = profile.sample }
  h:advance(0.1)
  expect(h:element("greeting").opacity):to_be(0.5)
  expect(h:element("greeting").motion):to_equal({ token = "fade", progress = 0.5 })
  h:advance(0.1)
  expect(h:element("placeholder.greeting")):to_be_nil()
end)

scenario("VoiceOver goes by the new layout at once while the picture moves", function()
  local h = greeting_header { profile = profile.sample }
  h:set { collapse = 1 }
  expect(h:element("compact_greeting").opacity):to_be(0)       -- the picture has not moved yet
  expect(h:voiceover()[1]):to_be("Good morning, Maya, Heading")
  expect(h:element("greeting").focusable):to_be(false)
end)
