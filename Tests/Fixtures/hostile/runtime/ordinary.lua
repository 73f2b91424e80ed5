scenario("an ordinary greeting", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  expect(h:element("badge").text):to_be("3")
end)

scenario("an ordinary scope header", function()
  local s = scope_header { title = "Reading", scopes = scope_header.sample_scopes, chips = scope_header.sample_chips }
  s:tap("chip.unread")
  expect(s.selected):to_equal({ "unread" })
end)
