-- The chip row: filter chips that toggle, grey placeholders while loading, hidden when empty.

local S = require("_scope")

scenario("a chip that is off: subhead medium on fill with a 1 point separator stroke", function()
  local c = S.reading():element("chip.unread")
  expect(c.role):to_be("chip")
  expect(c.text):to_be("Unread")
  expect(c.font.style):to_be("subhead")
  expect(c.font.weight):to_be("medium")
  expect(c.fill):to_be("fill")
  expect(c.stroke):to_be("separator")
  expect(c.stroke_width):to_be(1)
  expect(c.symbol):to_be("envelope.badge")
  expect(c.traits):to_contain("button")
  expect(c.traits).never:to_contain("selected")
end)

scenario("a chip that is on fills textPrimary with its label in bg and a check", function()
  local h = S.reading { selected = { "unread", "long-reads" } }
  for _, id in ipairs({ "chip.unread", "chip.long-reads" }) do
    local c = h:element(id)
    expect(c.fill):to_be("textPrimary")
    expect(c.color):to_be("bg")
    expect(c.symbol):to_be("checkmark")
    expect(c.traits):to_contain("selected")
  end
end)

scenario("tapping a chip toggles it, ticks, and asks for a reload", function()
  local h = S.reading()
  h:tap("chip.saved")
  expect(h.selected):to_equal({ "saved" })
  h:tap("chip.unread")
  expect(h.selected):to_equal({ "unread", "saved" })
  h:tap("chip.saved")
  expect(h.selected):to_equal({ "unread" })
  expect(h:events()):to_equal({
    "haptic:selection", "chips_changed:saved",
    "haptic:selection", "chips_changed:unread,saved",
    "haptic:selection", "chips_changed:unread",
  })
  expect(h:element("chip.unread").fill):to_be("textPrimary")
  expect(h:element("chip.saved").fill):to_be("fill")
end)

scenario("turning the last chip off reports an empty set", function()
  local h = S.reading { selected = { "audio" } }
  h:tap("chip.audio")
  expect(h.selected):to_equal({})
  expect(h:events()):to_equal({ "haptic:selection", "chips_changed:" })
end)

scenario("the app can set the chips that are on; the same set twice records once", function()
  local h = S.reading()
  h:set { selected = { "today", "unread" } }
  expect(h.selected):to_equal({ "unread", "today" })
  h:set { selected = { "unread", "today" } }
  expect(h:events()):to_equal({ "chips_changed:unread,today" })
end)

scenario("nil chips show grey placeholder chips while they load", function()
  local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes, on_filters = true }
  local placeholders = S.ids(h, "placeholder.chip.")
  expect(#placeholders > 0):to_be(true)
  expect(placeholders[1]):to_be("placeholder.chip.1")
  local p = h:element("placeholder.chip.1")
  expect(p.role):to_be("placeholder")
  expect(p.fill):to_be("fill")
  expect(p.hit):to_be_nil()
  expect(p.focusable):to_be(false)
  expect(S.ids(h, "chip.")):to_equal({})
  expect(h:element("filters").visible):to_be(true)
end)

scenario("placeholders give way to chips once they load", function()
  local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes, chips = "loading" }
  expect(#S.ids(h, "placeholder.chip.") > 0):to_be(true)
  h:set { chips = scope_header.sample_chips }
  h:settle() -- the placeholders fade out, the chips in
  expect(S.ids(h, "placeholder.chip.")):to_equal({})
  expect(h:element("chip.unread").visible):to_be(true)
  h:set { chips = "loading" }
  h:settle()
  expect(h:element("chip.unread")):to_be_nil()
end)

scenario("tapping a placeholder is an error", function()
  local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes }
  local ok, err = pcall(h.tap, h, "placeholder.chip.1")
  expect(ok):to_be(false)
  expect(err):to_contain("placeholder.chip.1")
  expect(err):to_contain("not a control")
end)

scenario("an empty chip list hides the row and the header gets shorter", function()
  local with_row = S.reading()
  local without = S.reading { chips = {} }
  expect(S.ids(without, "chip.")):to_equal({})
  expect(S.ids(without, "placeholder.")):to_equal({})
  expect(without:row("chips")):to_be_nil()
  expect(without:element("filters")):to_be_nil()
  local function bottom(h)
    local hairline = h:element("hairline")
    return hairline.frame.y + hairline.frame.height
  end
  expect(bottom(without) < bottom(with_row)):to_be(true)
end)

scenario("chips sit in order on one row under the scopes", function()
  local h = S.reading()
  local previous
  for _, c in ipairs(scope_header.sample_chips) do
    local e = h:element("chip." .. c.id)
    expect(e.scroll_row):to_be("chips")
    expect(e.frame.y > h:element("scopes_hairline").frame.y):to_be(true)
    if previous then expect(e.frame.x > previous.frame.x + previous.frame.width):to_be(true) end
    previous = e
  end
end)
