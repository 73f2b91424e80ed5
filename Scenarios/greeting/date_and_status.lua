-- The first row's line: today's date, or a status the app passes in its place; both follow the
-- clock minute by minute, and so does the greeting.

scenario("without a status the row shows today's date", function()
  local h = greeting_header { profile = profile.sample }
  local line = h:element("date_line")
  expect(line.text):to_be("Friday, October 23")
  expect(line.visible):to_be(true)
  expect(h.date_line):to_be("Friday, October 23")
  expect(h.status):to_be_nil()
end)

scenario("a status replaces the date line", function()
  local h = greeting_header { profile = profile.sample, status = "3 tasks due today" }
  expect(h:element("date_line").text):to_be("3 tasks due today")
  expect(h.status):to_be("3 tasks due today")
  expect(h:text()).never:to_contain("October")
end)

scenario("setting the status to false brings the date back", function()
  local h = greeting_header { profile = profile.sample, status = "3 tasks due today" }
  h:set { status = false }
  expect(h:element("date_line").text):to_be("Friday, October 23")
  h:set { status = "All caught up" }
  expect(h:element("date_line").text):to_be("All caught up")
end)

scenario("the date line turns over at midnight", function()
  clock.set("2026-10-23 23:59")
  local h = greeting_header { profile = profile.sample }
  expect(h:element("date_line").text):to_be("Friday, October 23")
  h:advance(59)
  expect(h:element("date_line").text):to_be("Friday, October 23")
  h:advance(1)
  expect(h:element("date_line").text):to_be("Saturday, October 24")
end)

scenario("the greeting follows the clock minute by minute", function()
  clock.set("2026-10-23 11:59")
  local h = greeting_header { profile = profile.sample }
  expect(h:element("greeting").text):to_be("Good morning, Maya")
  clock.advance(30)
  expect(h:element("greeting").text):to_be("Good morning, Maya")
  clock.advance(30)
  expect(h:element("greeting").text):to_be("Good afternoon, Maya")
  expect(h:element("compact_greeting").text):to_be("Good afternoon, Maya")
end)

scenario("setting the clock back refreshes the header too", function()
  local h = greeting_header { profile = profile.sample }
  clock.set("2026-10-22 20:15")
  expect(h:element("date_line").text):to_be("Thursday, October 22")
  expect(h:element("greeting").text):to_be("Good evening, Maya")
end)

scenario("a status stays put while the minutes pass", function()
  local h = greeting_header { profile = profile.sample, status = "3 tasks due today" }
  clock.advance(3 * 60 * 60)
  expect(h:element("date_line").text):to_be("3 tasks due today")
  expect(h:element("greeting").text):to_be("Good afternoon, Maya")
end)

scenario("the date line is secondary text in the subhead style", function()
  local h = greeting_header { profile = profile.sample }
  local line = h:element("date_line")
  expect(line.color):to_be("textSecondary")
  expect(line.font.style):to_be("subhead")
  expect(line.font.size):to_be(15)
end)
