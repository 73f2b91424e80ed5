-- The tasks-due status provider (Plugins/status/tasks-due.lua): the contract's example.

local function header(data)
  return greeting_header { profile = profile.sample, status_provider = "tasks-due", status_data = data }
end

scenario("a count of tasks replaces the date line", function()
  expect(header({ tasks = 3 }):element("date_line").text):to_be("3 tasks due today")
  expect(header({ tasks = 1 }):element("date_line").text):to_be("1 task due today")
end)

scenario("no tasks, or no data, shows the date", function()
  expect(header({ tasks = 0 }):element("date_line").text):to_be("Friday, October 23")
  expect(header(nil):element("date_line").text):to_be("Friday, October 23")
end)

scenario("new status data reaches the provider", function()
  local h = header({ tasks = 2 })
  h:set { status_data = { tasks = 5 } }
  h:settle()
  expect(h:element("date_line").text):to_be("5 tasks due today")
  h:set { status_data = { tasks = 0 } }
  h:settle()
  expect(h:element("date_line").text):to_be("Friday, October 23")
end)
