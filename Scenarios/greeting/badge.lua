-- The unread badge on the bell: hidden at zero, the count up to 99, "99+" past it, in the
-- header's only accent.

scenario("no unread notifications: no badge", function()
  local h = greeting_header { profile = profile.sample, unread = 0 }
  expect(h:element("badge")):to_be_nil()
  expect(h:element("bell").visible):to_be(true)
end)

scenario("the badge shows the count", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  local badge = h:element("badge")
  expect(badge.text):to_be("3")
  expect(badge.visible):to_be(true)
  expect(h.unread):to_be(3)
end)

scenario("99 is still a number, 100 reads 99+", function()
  local h = greeting_header { profile = profile.sample, unread = 99 }
  expect(h:element("badge").text):to_be("99")
  h:notify()
  expect(h.unread):to_be(100)
  expect(h:element("badge").text):to_be("99+")
  h:set { unread = 12345 }
  expect(h:element("badge").text):to_be("99+")
end)

scenario("notifications arrive one or several at a time", function()
  local h = greeting_header { profile = profile.sample }
  h:notify()
  expect(h:element("badge").text):to_be("1")
  h:notify(4)
  expect(h:element("badge").text):to_be("5")
  expect(h.unread):to_be(5)
end)

scenario("clearing the count hides the badge again", function()
  local h = greeting_header { profile = profile.sample, unread = 7 }
  h:set { unread = 0 }
  h:settle() -- the badge fades out
  expect(h:element("badge")):to_be_nil()
end)

scenario("the badge is the accent with accentOn figures, ringed in bg", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  local badge = h:element("badge")
  expect(badge.fill):to_be("accent")
  expect(badge.color):to_be("accentOn")
  expect(badge.ring):to_be("bg")
  expect(badge.font.style):to_be("caption")
end)

scenario("the badge is the header's only accent", function()
  local h = greeting_header { profile = profile.sample, unread = 3, pinned = true, collapse = 0.5 }
  for _, element in ipairs(h:elements()) do
    if element.id ~= "badge" then
      expect(element.fill).never:to_be("accent")
      expect(element.color).never:to_be("accent")
      expect(element.ring).never:to_be("accent")
    end
  end
end)

scenario("the badge sits on the top-trailing corner of the bell's symbol and grows outward", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  local bell, one = h:element("bell"), h:element("badge").frame
  local symbol = { x = bell.frame.x + (bell.frame.width - 17) / 2, y = bell.frame.y + (bell.frame.height - 17) / 2 }
  -- The leading cap covers only the top-trailing quarter of the 17 pt symbol, ring included.
  expect(one.x - 2 >= symbol.x + 17 / 2):to_be(true)
  expect(one.y + one.height + 2 <= symbol.y + 17 / 2):to_be(true)
  h:set { unread = 120 }
  h:settle()
  local widest = h:element("badge").frame
  expect(widest.x):to_be(one.x)                       -- "99+" grows to the trailing side only
  expect(widest.width > one.width):to_be(true)
  local avatar = h:element("avatar").frame
  expect(avatar.x - 1 - (widest.x + widest.width + 2) >= 2):to_be(true) -- clear of the avatar's ring
  expect(h:element("bell").frame):to_equal(bell.frame)  -- nothing moved as the count grew
end)

scenario("the badge rolls with the snappy motion", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  expect(h:element("badge").transition):to_be("snappy")
  expect(h:element("bell").transition):to_be("smooth")
end)

scenario("the bell says the real count, even past 99", function()
  local h = greeting_header { profile = profile.sample, unread = 150 }
  expect(h:element("bell").spoken):to_be("Notifications, 150 unread, Button")
  h:set { unread = 0 }
  expect(h:element("bell").spoken):to_be("Notifications, Button")
end)

scenario("set changes only what it names: notifications that arrived stay", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  h:notify(2)
  h:set { status = "3 tasks due today" }
  expect(h.unread):to_be(5)
  h:settle()
  expect(h:element("badge").text):to_be("5")
end)
