-- The unread badge rolls to each new count with motion.snappy: figures that stay stay put, the
-- changed ones roll up when the count grows and down when it shrinks, through "99+" too. With
-- Reduce Motion the change is only a fade. See docs/motion.md.

local header = require("_motion").greeting

scenario("a bump from 3 to 4 rolls with the snappy spring", function()
  local h = header()
  h:notify()
  local badge = h:element("badge")
  expect(badge.text):to_be("4")                          -- the new count, from the start
  expect(badge.motion):to_equal({ token = "snappy", progress = 0.0 })
  expect(badge.roll):to_equal({ from = "3", to = "4", direction = "up", progress = 0.0 })
  h:advance(0.1)
  expect(h:element("badge").motion):to_equal({ token = "snappy", progress = 0.388 })
  h:advance(0.15)
  expect(h:element("badge").motion.progress):to_be(0.895)
  h:advance(0.25)
  expect(h:element("badge").motion.progress):to_be_near(1.006, 0.001)   -- snappy overshoots a little
  h:settle()
  expect(h:element("badge").motion):to_be_nil()
  expect(h:element("badge").roll):to_be_nil()
end)

scenario("the theme's snappy drives the roll", function()
  local h = header { theme = "high-contrast" }                 -- its snappy is smooth: no bounce
  h:notify()
  h:advance(0.1)
  expect(h:element("badge").motion):to_equal({ token = "snappy", progress = 0.358 })
  h:advance(0.15)
  expect(h:element("badge").motion.progress):to_be(0.821)
end)

scenario("with Reduce Motion the badge only fades", function()
  local h = header { reduce_motion = true }
  local before = h:element("badge").frame
  h:notify()
  local target = h:element("badge").frame
  for _, step in ipairs { 0.05, 0.05, 0.05 } do
    h:advance(step)
    local badge = h:element("badge")
    expect(badge.roll):to_be_nil()
    expect(badge.frame):to_equal(target)                     -- no movement: the new badge is in place
    expect(badge.fade.from.text):to_be("3")                  -- the old one fades out where it was
    expect(badge.fade.from.frame):to_equal(before)
    expect(badge.motion.token):to_be("fade")
  end
  expect(h:element("badge").fade.progress):to_be(0.871)      -- 0.15 s into 0.2 s of easeInOut
  h:advance(0.05)
  expect(h:element("badge").fade):to_be_nil()
end)

scenario("a shrinking count rolls down", function()
  local h = header { unread = 12 }
  h:set { unread = 11 }
  h:advance(0.1)
  local roll = h:element("badge").roll
  expect(roll.direction):to_be("down")
  expect(roll.from):to_be("12")
  expect(roll.to):to_be("11")
end)

scenario("99 to 99+ rolls up and back down", function()
  local h = header { unread = 99 }
  h:notify()
  expect(h:element("badge").text):to_be("99+")
  h:advance(0.1)
  expect(h:element("badge").roll):to_equal({ from = "99", to = "99+", direction = "up", progress = 0.388 })
  -- the picture shows what is mostly in view: the last 9 is still leaving, the + not yet in
  expect(h:text()):to_contain("(99)")
  expect(h:svg()):to_contain('data-roll="99→99+"')
  h:settle()
  expect(h:text()):to_contain("(99+)")
  h:set { unread = 99 }
  h:advance(0.25)
  expect(h:element("badge").roll):to_equal({ from = "99+", to = "99", direction = "down", progress = 0.895 })
  h:settle()
  expect(h:element("badge").text):to_be("99")
end)

scenario("a notification during a roll carries it on without a jump", function()
  local h = header()
  h:notify()
  h:advance(0.1)
  local width = h:element("badge").frame.width
  h:notify()                                                 -- 3 → 4 still rolling; now 5
  local badge = h:element("badge")
  expect(badge.frame.width):to_be(width)                     -- nothing jumps at the instant
  expect(badge.roll):to_equal({ from = "4", to = "5", direction = "up", progress = 0.0 })
  h:advance(0.1)
  expect(h:element("badge").motion):to_equal({ token = "snappy", progress = 0.388 })
end)

scenario("the badge fades in at the first notification and out when cleared", function()
  local h = header { unread = 0 }
  h:notify()
  expect(h:element("badge").opacity):to_be(0)
  h:advance(0.1)
  expect(h:element("badge").opacity):to_be(0.388)
  h:settle()
  h:set { unread = 0 }
  local leaving = h:element("badge")
  expect(leaving.leaving):to_be(true)
  expect(leaving.text):to_be("1")
  h:advance(0.1)
  expect(h:element("badge").opacity):to_be(0.612)
  h:settle()
  expect(h:element("badge")):to_be_nil()
end)
