-- The three ways out: the bell (on_notifications), the avatar (on_profile), search
-- (on_search: the field, and the round button of the compact bar). A missing one hides its control.

scenario("every control is there by default", function()
  local h = greeting_header { profile = profile.sample }
  expect(h:element("bell")).never:to_be_nil()
  expect(h:element("search_field")).never:to_be_nil()
  expect(h:element("search_button")).never:to_be_nil()
end)

scenario("without on_notifications the bell is gone, badge and all", function()
  local h = greeting_header { profile = profile.sample, unread = 5, on_notifications = false }
  expect(h:element("bell")):to_be_nil()
  expect(h:element("badge")):to_be_nil()
end)

scenario("without on_search the field and the compact search button are gone", function()
  local h = greeting_header { profile = profile.sample, on_search = false }
  expect(h:element("search_field")):to_be_nil()
  expect(h:element("search_button")):to_be_nil()
  h:set { collapse = 1 }
  expect(h:element("search_button")):to_be_nil()
end)

scenario("a way out can come and go with set", function()
  local h = greeting_header { profile = profile.sample, on_search = false }
  h:set { on_search = true }
  h:settle() -- the field fades in
  expect(h:element("search_field").visible):to_be(true)
  h:set { on_notifications = false }
  h:settle() -- the bell fades out
  expect(h:element("bell")):to_be_nil()
end)

scenario("tapping records each way out in order", function()
  local h = greeting_header { profile = profile.sample }
  h:tap("bell")
  h:tap("search_field")
  h:tap("avatar")
  expect(h:events()):to_equal({ "on_notifications", "on_search", "on_profile" })
end)

scenario("the compact search button leads to search too", function()
  local h = greeting_header { profile = profile.sample, collapse = 1 }
  h:tap("search_button")
  expect(h:events()):to_equal({ "on_search" })
end)

scenario("an on_ function runs with the header when tapped", function()
  local seen
  local h = greeting_header {
    profile = profile.sample,
    on_search = function(header) seen = header.collapse end,
  }
  h:set { collapse = 0.25 }
  h:tap("search_field")
  expect(seen):to_be(0.25)
  expect(h:events()):to_equal({ "on_search" })
end)

scenario("an error in an on_ function fails the tap", function()
  local h = greeting_header { profile = profile.sample, on_profile = function() error("profile screen broke") end }
  local ok, err = pcall(function() h:tap("avatar") end)
  expect(ok):to_be(false)
  -- An error raised inside the function comes back as it was raised, as it would from Lua:
  -- here the string with the position Lua gave it.
  expect(err):to_match("actions%.lua:62: profile screen broke$")
  expect(h:events()):to_equal({ "on_profile" })
end)

scenario("the field hides behind the compact bar and cannot be tapped there", function()
  local h = greeting_header { profile = profile.sample, collapse = 1 }
  local ok, err = pcall(function() h:tap("search_field") end)
  expect(ok):to_be(false)
  expect(err):to_contain("search_field")
  expect(err):to_contain("not visible")
  expect(err):to_contain("search_button")
end)

scenario("tapping something that is not there names it and what can be tapped", function()
  local h = greeting_header { profile = profile.sample, on_notifications = false }
  local ok, err = pcall(function() h:tap("bell") end)
  expect(ok):to_be(false)
  expect(err):to_contain('"bell"')
  expect(err):to_contain("you can tap: avatar, search_field")
end)

scenario("text is not a control", function()
  local h = greeting_header { profile = profile.sample }
  local ok, err = pcall(function() h:tap("date_line") end)
  expect(ok):to_be(false)
  expect(err):to_contain("not a control")
end)

scenario("buttons and field sit on fill; the field has a 1 pt separator stroke", function()
  local h = greeting_header { profile = profile.sample, collapse = 0.5 }
  for _, id in ipairs({ "bell", "search_button", "search_field" }) do
    local element = h:element(id)
    expect(element.fill):to_be("fill")
    expect(element.corner_radius):to_be(h:theme().radius.md)
  end
  local field = h:element("search_field")
  expect(field.stroke):to_be("separator")
  expect(field.stroke_width):to_be(1)
  expect(h:element("bell").stroke):to_be_nil()
end)

scenario("symbols are textPrimary in the buttons and textSecondary in the field", function()
  local h = greeting_header { profile = profile.sample }
  expect(h:element("bell").symbol_color):to_be("textPrimary")
  expect(h:element("search_button").symbol_color):to_be("textPrimary")
  expect(h:element("search_field").symbol_color):to_be("textSecondary")
end)

scenario("the field shows its prompt in the body style, textTertiary", function()
  local h = greeting_header { profile = profile.sample, search_prompt = "Search notes" }
  local field = h:element("search_field")
  expect(field.text):to_be("Search notes")
  expect(field.color):to_be("textTertiary")
  expect(field.font.style):to_be("body")
  expect(field.spoken):to_be("Search notes, Search Field")
end)
