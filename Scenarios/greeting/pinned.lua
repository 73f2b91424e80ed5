-- The pinned modifier: the bar on the theme's ground with the screen margins, the first row
-- clear of the status bar, and on iOS 18 collapse driven by the scroll offset over the collapse
-- distance (72 by default). iOS 17 has no scroll-driven collapse.

scenario("on iOS 18 scrolling collapses the pinned header over 72 points", function()
  local h = greeting_header { profile = profile.sample, pinned = true, os = 18 }
  expect(h.collapse):to_be(0)
  h:scroll(18)
  expect(h.collapse):to_be(0.25)
  h:scroll(36)
  expect(h.collapse):to_be(0.5)
  h:scroll(72)
  expect(h.collapse):to_be(1)
  h:scroll(400)
  expect(h.collapse):to_be(1)
  h:scroll(0)
  expect(h.collapse):to_be(0)
  expect(h:element("greeting").visible):to_be(true)
end)

scenario("pulling the content down keeps the header expanded", function()
  local h = greeting_header { profile = profile.sample, pinned = true }
  h:scroll(-40)
  expect(h.collapse):to_be(0)
  expect(h.scroll_offset):to_be(-40)
end)

scenario("scroll_by moves on from the current offset", function()
  local h = greeting_header { profile = profile.sample, pinned = true }
  h:scroll_by(30)
  h:scroll_by(24)
  expect(h.scroll_offset):to_be(54)
  expect(h.collapse):to_be(0.75)
end)

scenario("collapse_distance sets how far the content scrolls to collapse", function()
  local h = greeting_header { profile = profile.sample, pinned = true, collapse_distance = 120 }
  h:scroll(60)
  expect(h.collapse):to_be(0.5)
  h:scroll(120)
  expect(h.collapse):to_be(1)
end)

scenario("scroll-driven collapse follows the offset at once", function()
  local h = greeting_header { profile = profile.sample, pinned = true }
  h:scroll(72)
  expect(h:element("compact_greeting").opacity):to_be(1)
  expect(h:element("compact_greeting").motion):to_be_nil()
  local before = clock.now()
  h:settle()
  expect(clock.now()):to_be(before)
end)

scenario("on iOS 17 the pinned header stays expanded while scrolling", function()
  local h = greeting_header { profile = profile.sample, pinned = true, os = 17 }
  h:scroll(200)
  expect(h.collapse):to_be(0)
  expect(h:element("greeting").visible):to_be(true)
  expect(h:element("compact_greeting").visible):to_be(false)
end)

scenario("on iOS 17 an explicit collapse still works", function()
  local h = greeting_header { profile = profile.sample, pinned = true, os = 17, collapse = 1 }
  expect(h.collapse):to_be(1)
  expect(h:element("compact_greeting").visible):to_be(true)
end)

scenario("an explicit collapse wins over scroll tracking, false hands it back", function()
  local h = greeting_header { profile = profile.sample, pinned = true, collapse = 0.25 }
  h:scroll(72)
  expect(h.collapse):to_be(0.25)
  h:set { collapse = false }
  expect(h.collapse):to_be(1)
end)

scenario("a bare header does not collapse from scrolling", function()
  local h = greeting_header { profile = profile.sample, pinned = false }
  h:scroll(72)
  expect(h.collapse):to_be(0)
end)

scenario("the bare header has no ground and no margins", function()
  local h = greeting_header { profile = profile.sample }
  expect(h:element("date_line").frame.x):to_be(0)
  expect(h:element("greeting").frame.x):to_be(0)
  expect(h:element("date_line").frame.y < 44):to_be(true)
  local avatar = h:element("avatar").hit
  expect(avatar.x + avatar.width):to_be(393)
end)

scenario("pinned: screen margins of 16 points, 20 on the widest phones", function()
  local h = greeting_header { profile = profile.sample, pinned = true, width = 393 }
  expect(h:element("date_line").frame.x):to_be(16)
  expect(h:element("search_field").frame.x):to_be(16)
  expect(h:element("search_field").frame.width):to_be(393 - 32)
  local wide = greeting_header { profile = profile.sample, pinned = true, width = 430 }
  expect(wide:element("greeting").frame.x):to_be(20)
  local avatar = wide:element("avatar").hit
  expect(avatar.x + avatar.width):to_be(410)
end)

scenario("pinned: the first row stays clear of the status bar", function()
  local h = greeting_header { profile = profile.sample, pinned = true, unread = 3 }
  for _, element in ipairs(h:elements()) do
    if element.visible then expect(element.frame.y >= 59):to_be(true) end
  end
  local se = greeting_header { profile = profile.sample, pinned = true, safe_area_top = 20, width = 375 }
  expect(se:element("bell").hit.y):to_be(20)
end)

scenario("pinned: the bar is on the theme's ground", function()
  local h = greeting_header { profile = profile.sample, pinned = true }
  expect(h:json()):to_contain('"component"')
  expect(h:theme().bg):to_be("#FFFFFF")
end)
