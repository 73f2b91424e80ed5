-- Pinned as a section header over the feed: its own bg ground, and a hairline once it is stuck.

local S = require("_scope")

scenario("the header brings its own bg ground", function()
  local h = S.reading()
  expect(h.ground):to_be("bg")
  local hairline = h:element("hairline")
  expect(hairline.role):to_be("hairline")
  expect(hairline.fill):to_be("separator")
end)

scenario("at the top of the feed it is not stuck and shows no hairline", function()
  local h = S.reading()
  expect(h.is_stuck):to_be(false)
  expect(h:element("hairline").visible):to_be(false)
end)

scenario("once the feed scrolls under it, it is stuck and shows its hairline", function()
  local h = S.reading()
  h:scroll(120)
  expect(h.is_stuck):to_be(true)
  h:settle() -- the hairline fades in
  local hairline = h:element("hairline")
  expect(hairline.visible):to_be(true)
  expect(hairline.opacity):to_be(1)
  expect(hairline.frame.width):to_be(393)
  for _, e in ipairs(h:elements()) do
    if e.visible and e.id ~= "hairline" then
      expect(e.frame.y + e.frame.height <= hairline.frame.y + hairline.frame.height + 0.01):to_be(true)
    end
  end
  h:scroll_by(-120)
  expect(h.is_stuck):to_be(false)
  h:settle() -- the hairline fades out
  expect(h:element("hairline").visible):to_be(false)
end)

scenario("a section further down the feed sticks once the feed passes its top", function()
  local h = S.reading { section_top = 400 }
  h:scroll(399)
  expect(h.is_stuck):to_be(false)
  h:scroll_by(2)
  expect(h.is_stuck):to_be(true)
  expect(h.offset):to_be(401)
end)

scenario("pulling the feed down does not stick the header", function()
  local h = S.reading()
  h:scroll(-60)
  expect(h.is_stuck):to_be(false)
end)

scenario("a header that is not pinned never sticks from scrolling", function()
  local h = S.reading { pinned = false }
  h:scroll(500)
  expect(h.is_stuck):to_be(false)
  expect(h:element("hairline").visible):to_be(false)
end)

scenario("an explicit is_stuck wins over scroll tracking", function()
  local h = S.reading { is_stuck = true }
  expect(h.is_stuck):to_be(true)
  expect(h:element("hairline").visible):to_be(true)
  h:set { is_stuck = false }
  h:scroll(300)
  expect(h.is_stuck):to_be(false)
  h:set { is_stuck = "auto" }
  expect(h.is_stuck):to_be(true)
end)

scenario("scrolling the feed records nothing", function()
  local h = S.reading()
  h:scroll(50)
  h:scroll(0)
  expect(h:events()):to_equal({})
end)
