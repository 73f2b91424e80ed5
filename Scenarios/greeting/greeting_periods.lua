-- The greeting names the part of the day (docs/greeting-header.md): morning from 05:00, afternoon
-- from 12:00, evening from 17:00, night from 22:00; each period includes its first minute.

local function greeting_at(time, p)
  clock.set(time)
  local h = greeting_header { profile = p or profile.sample }
  return h:element("greeting").text
end

scenario("night ends and morning starts at 05:00", function()
  expect(greeting_at("2026-10-23 04:59")):to_be("Good night, Maya")
  expect(greeting_at("2026-10-23 05:00")):to_be("Good morning, Maya")
end)

scenario("morning ends and afternoon starts at 12:00", function()
  expect(greeting_at("2026-10-23 11:59")):to_be("Good morning, Maya")
  expect(greeting_at("2026-10-23 12:00")):to_be("Good afternoon, Maya")
end)

scenario("afternoon ends and evening starts at 17:00", function()
  expect(greeting_at("2026-10-23 16:59")):to_be("Good afternoon, Maya")
  expect(greeting_at("2026-10-23 17:00")):to_be("Good evening, Maya")
end)

scenario("evening ends and night starts at 22:00", function()
  expect(greeting_at("2026-10-23 21:59")):to_be("Good evening, Maya")
  expect(greeting_at("2026-10-23 22:00")):to_be("Good night, Maya")
end)

scenario("night runs through midnight", function()
  expect(greeting_at("2026-10-23 23:59")):to_be("Good night, Maya")
  expect(greeting_at("2026-10-24 00:00")):to_be("Good night, Maya")
end)

scenario("the greeting uses the first word of the name by default", function()
  expect(greeting_at("2026-10-23 09:41", profile { name = "Ana María López" })):to_be("Good morning, Ana")
end)

scenario("an explicit greeting name wins", function()
  local p = profile { name = "Margaret Hamilton", greeting_name = "Maggie" }
  expect(greeting_at("2026-10-23 09:41", p)):to_be("Good morning, Maggie")
end)

scenario("the preview instant greets Maya in the morning", function()
  local h = greeting_header { profile = profile.sample }
  expect(h:element("greeting").text):to_be("Good morning, Maya")
end)
