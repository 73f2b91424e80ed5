scenario("an ordinary scenario beside them", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  expect(h:element("badge").text):to_be("3")
end)
