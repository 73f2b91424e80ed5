-- What VoiceOver reads: the greeting as the screen's heading (only the visible one as the header
-- collapses), the bell with its count, the avatar with the name.

scenario("the expanded header reads the date, the controls, the greeting and the field", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  expect(h:voiceover()):to_equal({
    "Friday, October 23",
    "Notifications, 3 unread, Button",
    "Profile, Maya Lin, Button",
    "Good morning, Maya, Heading",
    "Search, Search Field",
  })
end)

scenario("the bell reads its unread count", function()
  local bell = greeting_header { profile = profile.sample, unread = 3 }:element("bell")
  expect(bell.label):to_be("Notifications")
  expect(bell.value):to_be("3 unread")
  expect(bell.spoken):to_contain("Notifications, 3 unread")
end)

scenario("the avatar reads Profile and the full name", function()
  local avatar = greeting_header { profile = profile.sample }:element("avatar")
  expect(avatar.spoken):to_contain("Profile, Maya Lin")
end)

scenario("the greeting is the heading", function()
  local greeting = greeting_header { profile = profile.sample }:element("greeting")
  expect(greeting.traits):to_contain("header")
  expect(greeting.spoken):to_be("Good morning, Maya, Heading")
end)

scenario("only the visible greeting is read as the header collapses", function()
  local function headings(c)
    local h = greeting_header { profile = profile.sample, collapse = c }
    local found = {}
    for _, line in ipairs(h:voiceover()) do
      if line:find("Heading", 1, true) then found[#found + 1] = line end
    end
    return found, h
  end
  for _, c in ipairs({ 0, 0.25, 0.49 }) do
    local found, h = headings(c)
    expect(found):to_equal({ "Good morning, Maya, Heading" })
    expect(h:element("greeting").visible):to_be(true)
    expect(h:element("compact_greeting").focusable):to_be(false)
  end
  for _, c in ipairs({ 0.5, 0.75, 1 }) do
    local found, h = headings(c)
    expect(found):to_equal({ "Good morning, Maya, Heading" })
    expect(h:element("compact_greeting").visible):to_be(true)
    expect(h:element("greeting").focusable):to_be(false)
  end
end)

scenario("the compact bar reads greeting, search button, bell and avatar", function()
  local h = greeting_header { profile = profile.sample, unread = 3, collapse = 1 }
  expect(h:voiceover()):to_equal({
    "Good morning, Maya, Heading",
    "Search, Button",
    "Notifications, 3 unread, Button",
    "Profile, Maya Lin, Button",
  })
end)

scenario("the badge is not read on its own", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  for _, line in ipairs(h:voiceover()) do
    expect(line).never:to_be("3")
  end
  expect(h:element("badge").focusable):to_be(false)
end)

scenario("the status is read in place of the date", function()
  local h = greeting_header { profile = profile.sample, status = "3 tasks due today" }
  expect(h:voiceover()[1]):to_be("3 tasks due today")
end)
