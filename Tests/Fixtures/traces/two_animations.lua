-- A traced scenario for the trace page's tests: ten steps, two animations (the badge rolling
-- its figures, the date line cross-fading to a status), a tap, and a failure at the end.
scenario("the badge rolls, the status fades in, then a wrong expectation", function()
  local h = greeting_header { profile = profile.sample, unread = 3, pinned = true }
  h:notify(2)
  h:advance(0.1)
  h:scroll(36)
  h:settle()
  h:set { status = "3 tasks due today" }
  h:advance(0.2)
  h:tap("bell")
  h:scroll(0)
  h:settle()
  expect(h:element("badge").text):to_be("6")
end)

scenario("a quiet one that passes", function()
  local h = greeting_header { profile = profile.sample }
  expect(h:element("greeting").text):to_be("Good morning, Maya")
end)
