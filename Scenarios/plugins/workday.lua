-- The workday status provider (Plugins/status/workday.lua): it counts down to the end of the
-- working day, so the status changes at each minute boundary of the virtual clock.

local function header(data)
  return greeting_header { profile = profile.sample, status_provider = "workday", status_data = data }
end

scenario("at the preview instant the day has hours left", function()
  expect(header():element("date_line").text):to_be("7 h 19 min left today")
end)

scenario("the status follows the clock minute by minute", function()
  clock.set("2026-10-23 16:58")
  local h = header()
  expect(h:element("date_line").text):to_be("2 min left today")
  h:advance(30)
  expect(h:element("date_line").text):to_be("2 min left today")
  h:advance(30)
  expect(h:element("date_line").text):to_be("1 min left today")
  h:advance(60)
  expect(h:element("date_line").text):to_be("Friday, October 23")   -- 17:00: the day is done
end)

scenario("the end of the day comes from status_data", function()
  clock.set("2026-10-23 16:58")
  expect(header({ ends = 18 }):element("date_line").text):to_be("1 h 02 min left today")
end)

scenario("weekends show the date", function()
  clock.set("2026-10-24 10:00")
  expect(header():element("date_line").text):to_be("Saturday, October 24")
end)
