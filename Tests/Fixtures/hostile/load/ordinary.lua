scenario("an ordinary greeting beside files that do not load", function()
  local h = greeting_header { profile = profile.sample }
  expect(h:element("greeting").text):to_contain("Maya")
end)
