-- The minute refresh: the virtual clock drives the greeting, the date and the status provider.
-- A change starts at the minute it belongs to (not when the scenario next looks) and cross-fades
-- with motion.smooth. Run with --plugins Plugins (the workday provider counts down the minutes).

scenario("crossing noon changes the greeting at 12:00, not before", function()
  clock.set("2026-10-23 11:59")
  local h = greeting_header { profile = profile.sample }
  h:advance(59.9)
  expect(h:element("greeting").text):to_be("Good morning, Maya")
  expect(h:element("greeting").motion):to_be_nil()
  h:advance(0.1)                                               -- 12:00:00
  local greeting = h:element("greeting")
  expect(greeting.text):to_be("Good afternoon, Maya")
  expect(greeting.motion):to_equal({ token = "smooth", progress = 0.0 })
  expect(greeting.fade.progress):to_be(0.0)
  expect(greeting.fade.from.text):to_be("Good morning, Maya")
  h:advance(0.1)
  expect(h:element("greeting").fade.progress):to_be(0.358)     -- smooth at 0.1 s
  expect(h:element("compact_greeting").fade.progress):to_be(0.358)
  h:settle()
  expect(h:element("greeting").fade):to_be_nil()
  expect(clock.now()):to_match("^2026%-10%-23 12:00:00%.73")   -- smooth rests after ~0.735 s
end)

scenario("a step over the boundary finds the change as far along as the time since 12:00", function()
  clock.set("2026-10-23 11:59")
  local h = greeting_header { profile = profile.sample }
  h:advance(59.75)
  h:advance(0.5)                                               -- 12:00:00.25
  expect(h:element("greeting").fade.progress):to_be(0.821)     -- smooth at 0.25 s
end)

scenario("the status provider is asked again at each minute", function()
  clock.set("2026-10-23 11:58")
  local h = greeting_header { profile = profile.sample, status_provider = "workday" }
  expect(h:element("date_line").text):to_be("5 h 02 min left today")
  h:advance(30)
  expect(h:element("date_line").text):to_be("5 h 02 min left today")
  h:advance(30)                                                -- 11:59
  expect(h:element("date_line").text):to_be("5 h 01 min left today")
  expect(h:element("date_line").fade.from.text):to_be("5 h 02 min left today")
  expect(h:element("greeting").text):to_be("Good morning, Maya")
  h:advance(60)                                                -- 12:00: status and greeting together
  expect(h:element("date_line").text):to_be("5 h 00 min left today")
  expect(h:element("greeting").text):to_be("Good afternoon, Maya")
  expect(h:element("date_line").motion):to_equal({ token = "smooth", progress = 0.0 })
end)

scenario("several minutes at once: each changed at its own minute, the last one shows", function()
  clock.set("2026-10-23 11:58")
  local h = greeting_header { profile = profile.sample, status_provider = "workday" }
  h:advance(150)                                               -- to 12:00:30, past 11:59 and 12:00
  local line = h:element("date_line")
  expect(line.text):to_be("5 h 00 min left today")
  expect(line.motion):to_be_nil()                              -- 12:00's change rested long ago
  expect(h:element("greeting").text):to_be("Good afternoon, Maya")
end)

scenario("the date turns over at midnight with the same cross-fade", function()
  clock.set("2026-10-23 23:59:59")
  local h = greeting_header { profile = profile.sample }
  h:advance(1)
  local line = h:element("date_line")
  expect(line.text):to_be("Saturday, October 24")
  expect(line.fade.from.text):to_be("Friday, October 23")
  expect(line.motion.token):to_be("smooth")
end)

scenario("with Reduce Motion the minute change is a short fade", function()
  clock.set("2026-10-23 11:59:59")
  local h = greeting_header { profile = profile.sample, reduce_motion = true }
  h:advance(1.1)
  local greeting = h:element("greeting")
  expect(greeting.motion):to_equal({ token = "fade", progress = 0.5 })
  expect(greeting.fade.from.text):to_be("Good morning, Maya")
  h:advance(0.1)
  expect(h:element("greeting").fade):to_be_nil()
end)
