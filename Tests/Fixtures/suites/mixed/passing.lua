-- Scenarios that pass: tagged, printing, stepping a header.

scenario("adds up", { tags = { "smoke", "math" } }, function()
  expect(1 + 1):to_be(2)
end)

scenario("prints while it passes", function()
  print("hello from a passing scenario")
  expect(true):to_be_truthy()
end)

scenario("steps a greeting header", { tags = { "smoke" } }, function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  h:scroll(40)
  h:tap("bell")
  expect(h:events()):to_contain("on_notifications")
end)
