-- expect: past the year 9999
scenario("an advance of 1e300 seconds", function()
  local h = greeting_header { profile = profile.sample }
  h:advance(1e300)
end)
