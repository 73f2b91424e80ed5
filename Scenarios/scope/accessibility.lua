-- VoiceOver: a heading, buttons with Selected and values, hints (targets: targets.lua).

local S = require("_scope")

scenario("VoiceOver reads the header in order", function()
  local lines = S.reading { selected = { "unread", "saved" } }:voiceover()
  expect(lines[1]):to_be("Reading, Heading")
  expect(lines[2]):to_be("Selected, For you, 4 new, Button")
  expect(lines[3]):to_be("Following, Button")
  expect(lines[4]):to_be("Saved, Button")
  expect(lines[5]):to_match("^Selected, Unread, Button%. .+")
  expect(lines[#lines]):to_match("^Filters, 2 on, Button")
end)

scenario("each scope is a button; the current one is Selected with its new items as value", function()
  local h = S.reading()
  local current = h:element("scope.for-you")
  expect(current.label):to_be("For you")
  expect(current.value):to_be("4 new")
  expect(current.traits):to_contain("button")
  expect(current.traits):to_contain("selected")
  expect(current.spoken):to_be("Selected, For you, 4 new, Button")
  h:tap("scope.saved")
  expect(h:element("scope.for-you").spoken):to_be("For you, 4 new, Button")
  expect(h:element("scope.saved").spoken):to_be("Selected, Saved, Button")
end)

scenario("each chip reads Selected when on, and has a hint", function()
  local h = S.reading { selected = { "audio" } }
  local on, off = h:element("chip.audio"), h:element("chip.today")
  expect(on.spoken):to_match("^Selected, Audio, Button")
  expect(on.hint):to_be_truthy()
  expect(off.spoken):to_match("^Today, Button")
  expect(off.hint):to_be_truthy()
  expect(on.hint ~= off.hint):to_be(true)
end)

scenario("Filters reads how many are on", function()
  local h = S.reading { selected = { "unread", "today" } }
  expect(h:element("filters").label):to_be("Filters")
  expect(h:element("filters").value):to_be("2 on")
  expect(h:element("filters").hint):to_be("Opens all filters.")
  expect(h:element("filters").spoken):to_be("Filters, 2 on, Button. Opens all filters.")
  h:set { filter_count = 150 }
  expect(h:element("filters").spoken):to_be("Filters, 150 on, Button. Opens all filters.")
end)

scenario("decoration is silent", function()
  local h = S.reading { selected = { "unread" }, is_stuck = true }
  for _, id in ipairs({ "underline", "scopes_hairline", "hairline", "filters_badge", "scope_count.for-you" }) do
    expect(h:element(id).focusable):to_be(false)
  end
end)

scenario("a chip scrolled out of its row's window is still in VoiceOver's order", function()
  -- VoiceOver reaches it: focusing it scrolls the row to bring it into view, as a finger would.
  local h = S.reading()
  local today = h:element("chip.today")
  expect(today.visible):to_be(false)
  expect(today.hit):to_be_nil()
  expect(today.focusable):to_be(true)
  local lines = h:voiceover()
  expect(lines):to_contain(today.spoken)
  expect(lines[#lines]):to_match("^Filters")
end)
