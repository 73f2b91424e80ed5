-- A false property and a true one about the badge, for the runner's tests: the first fails from
-- 100 unread up, and must be reported at exactly 100.

property("the badge shows at most two characters", function(any)
  local h = greeting_header { profile = profile.sample, unread = any.integer(0, 5000) }
  local badge = h:element("badge")
  if badge then
    expect(#badge.text <= 2):to_be(true)
  end
end)

property("the badge reads the count, 99+ past 99", { runs = 50 }, function(any)
  local h = greeting_header { profile = any.profile(), unread = any.integer(1, 5000, "count") }
  expect(h:element("badge").text):to_be(h.unread > 99 and "99+" or tostring(h.unread))
end)

scenario("a plain scenario beside them", function()
  expect(greeting_header { unread = 3 }:element("badge").text):to_be("3")
end)
