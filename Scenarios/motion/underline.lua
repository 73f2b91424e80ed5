-- The scope underline slides to the scope you pick with motion.hero; the tabs' weight and colour
-- cross-fade with it. A theme's hero drives it; Reduce Motion turns it into a fade in place.

local reading = require("_motion").reading

-- Where the underline is, as a fraction of the way from `from` to `to` (frames' x).
local function along(h, from, to)
  return (h:element("underline").frame.x - from) / (to - from)
end

scenario("the underline slides frame by frame with the default hero", function()
  local h = reading()
  local from = h:element("underline").frame.x
  h:tap("scope.saved")
  local to = h:element("scope.saved").frame.x
  expect(h:element("underline").frame.x):to_be(from)          -- it starts where it was
  -- hero is .spring (0.5 s, bounce 0.175): it overshoots a little before it rests
  local expected = { 0.394, 0.722, 0.908, 0.986, 1.008 }
  for i, progress in ipairs(expected) do
    h:advance(i == 1 and 0.1 or 0.075)
    expect(h:element("underline").motion):to_equal({ token = "hero", progress = progress })
    expect(along(h, from, to)):to_be_near(progress, 0.001)
  end
  h:settle()
  expect(h:element("underline").frame.x):to_be(to)
  expect(h:element("underline").motion):to_be_nil()
end)

scenario("the tabs cross-fade their weight and colour with the underline", function()
  local h = reading()
  h:tap("scope.saved")
  h:advance(0.1)
  local saved, was = h:element("scope.saved"), h:element("scope.for-you")
  expect(saved.color):to_be("textPrimary")                     -- the new look, fading in
  expect(saved.fade.progress):to_be(0.394)
  expect(saved.fade.from.color):to_be("textSecondary")
  expect(was.fade.from.font.weight):to_be("semibold")
  expect(was.font.weight):to_be("regular")
end)

scenario("a theme with its own hero spring", function()
  local h = reading { theme = "midnight" }                     -- hero: 0.45 s, bounce 0.1
  local from = h:element("underline").frame.x
  h:tap("scope.following")
  local to = h:element("scope.following").frame.x
  h:advance(0.1)
  expect(h:element("underline").motion):to_equal({ token = "hero", progress = 0.431 })
  expect(along(h, from, to)):to_be_near(0.431, 0.001)
end)

scenario("a theme whose hero is a timing curve", function()
  local h = reading { theme = "ledger" }                       -- hero: 0.3 s of bezier(0.2, 0, 0, 1)
  h:tap("scope.following")
  h:advance(0.1)
  expect(h:element("underline").motion.progress):to_be(0.732)
  h:advance(0.2)
  expect(h:element("underline").motion):to_be_nil()            -- a timing curve ends on time
end)

scenario("picking another scope mid-slide carries on from where the underline is", function()
  local h = reading()
  h:tap("scope.saved")
  h:advance(0.1)
  local mid = h:element("underline").frame
  h:tap("scope.following")
  local now = h:element("underline")
  expect(now.frame.x):to_be(mid.x)                             -- no jump at the instant
  expect(now.frame.width):to_be(mid.width)
  expect(now.motion):to_equal({ token = "hero", progress = 0.0 })
  h:advance(0.02)
  local moved = h:element("underline").frame.x
  expect(moved > mid.x):to_be(true)                            -- still heading on at first: its speed is kept
  h:settle()
  expect(h:element("underline").frame.x):to_be(h:element("scope.following").frame.x)
end)

scenario("with Reduce Motion the underline fades out there and in here", function()
  local h = reading { reduce_motion = true }
  local from = h:element("underline").frame
  h:tap("scope.saved")
  local to = h:element("scope.saved").frame.x
  for _ = 1, 4 do
    h:advance(0.04)
    local underline = h:element("underline")
    expect(underline.frame.x):to_be(to)                        -- never in between
    expect(underline.fade.from.frame):to_equal(from)
    expect(underline.motion.token):to_be("fade")
  end
  h:advance(0.04)
  expect(h:element("underline").fade):to_be_nil()
end)
