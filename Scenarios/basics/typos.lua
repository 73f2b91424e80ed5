-- A typo fails at its line with the nearest names, instead of a nil that fails later.

local function error_of(f)
  local ok, err = pcall(f)
  expect(ok):to_be(false)
  return type(err) == "table" and err.message or err
end

scenario("an element id no header of that kind has", function()
  local h = greeting_header { profile = profile.sample }
  expect(error_of(function() return h:element("badg") end)):to_contain("(did you mean 'badge'?)")
  expect(h:element("badge")):to_be_nil() -- a real id, absent at 0 unread
end)

scenario("an element field, and a field that is not drawn", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  local badge = h:element("badge")
  expect(error_of(function() return badge.txt end)):to_contain("element \"badge\" has no field 'txt' (did you mean 'text'")
  expect(error_of(function() return badge.frame.w end)):to_contain("a frame has no field 'w'")
  expect(h:element("bell").ring):to_be_nil()
end)

scenario("a matcher", function()
  expect(error_of(function() expect(3):to_equals(3) end)):to_contain("no matcher 'to_equals' (did you mean 'to_equal'?)")
end)

scenario("never called as a method", function()
  expect(error_of(function() expect(3):never():to_be(4) end)):to_contain("write expect(v).never:to_be(x)")
end)

scenario("to_be on two tables", function()
  local list = { "unread" }
  expect(error_of(function() expect(list):to_be({ "unread" }) end)):to_contain("to_be compares identity")
  expect(list):to_be(list)
  expect(list):to_equal({ "unread" })
end)
