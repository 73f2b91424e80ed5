-- The matchers every scenario can use. Copy this file to start your own.

scenario("to_be compares with ==", function()
  expect(1 + 1):to_be(2)
  expect("masthead"):to_be("masthead")
  expect(3).never:to_be(4)
end)

scenario("to_equal compares tables deeply", function()
  expect({ 1, 2, { name = "Maya" } }):to_equal({ 1, 2, { name = "Maya" } })
  expect({ a = 1 }).never:to_equal({ a = 2 })
end)

scenario("to_contain finds substrings and list members", function()
  expect("Good morning, Maya"):to_contain("morning")
  expect({ "unread", "saved" }):to_contain("saved")
end)

scenario("to_match takes a Lua pattern", function()
  expect("Friday, October 23"):to_match("^%a+day, %a+ %d+$")
end)

scenario("to_be_near compares numbers within a tolerance", function()
  expect(0.1 + 0.2):to_be_near(0.3, 1e-9)
end)

scenario("truthiness and nil", function()
  expect(true):to_be_truthy()
  expect(0):to_be_truthy()
  expect(false):to_be_falsy()
  expect(nil):to_be_nil()
end)

scenario("the virtual clock starts at the preview instant", function()
  expect(clock.now()):to_be("2026-10-23 09:41")
  clock.advance(30)
  expect(clock.now()):to_be("2026-10-23 09:41:30")
  clock.set("2026-10-23 12:00")
  expect(clock.date().hour):to_be(12)
  expect(clock.date().weekday):to_be(6) -- Friday
end)
