-- Hairlines fade in and out with motion.smooth: the greeting header's as an explicit collapse
-- animates (scroll-driven collapse follows the offset at once: Scenarios/greeting/pinned.lua),
-- the scope header's as it sticks and unsticks.

scenario("an explicit collapse animates, the hairline fading in with smooth", function()
  local h = greeting_header { profile = profile.sample, pinned = true }
  h:set { collapse = 1 }
  expect(h:element("hairline").opacity):to_be(0)
  h:advance(0.1)
  expect(h:element("hairline").opacity):to_be(0.358)
  expect(h:element("hairline").motion):to_equal({ token = "smooth", progress = 0.358 })
  h:settle()
  expect(h:element("hairline").opacity):to_be(1)
end)

scenario("the header's height follows the collapse with smooth", function()
  local h = greeting_header { profile = profile.sample, pinned = true }
  local open = tonumber(h:text():match("^greeting  393×([%d.]+)"))
  h:set { collapse = 1 }
  h:advance(0.25)
  local between = tonumber(h:text():match("^greeting  393×([%d.]+)"))
  h:settle()
  local closed = tonumber(h:text():match("^greeting  393×([%d.]+)"))
  expect(between):to_be_near(open - (open - closed) * 0.821, 0.01)
end)

scenario("the scope header's hairline fades in as it sticks and out as it unsticks", function()
  local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes, pinned = true }
  h:scroll(40)
  expect(h.is_stuck):to_be(true)
  expect(h:element("hairline").visible):to_be(false)            -- it is only starting to fade in
  h:advance(0.25)
  expect(h:element("hairline").opacity):to_be(0.821)
  h:settle()
  h:scroll(0)
  h:advance(0.1)
  expect(h:element("hairline").opacity):to_be(0.642)
  h:settle()
  expect(h:element("hairline").visible):to_be(false)
end)

scenario("with Reduce Motion the hairline fades over 0.2 s", function()
  local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes, pinned = true, reduce_motion = true }
  h:scroll(40)
  h:advance(0.1)
  expect(h:element("hairline").opacity):to_be(0.5)
  expect(h:element("hairline").motion.token):to_be("fade")
end)
