-- Chips change with motion.snappy, the Filters count rolls, loaded chips take the placeholders'
-- place, and the placeholders' shimmer cycles while the chips load.

local reading = require("_motion").reading

scenario("a chip turning on cross-fades to its new colours with snappy while it widens", function()
  local h = reading()
  local before = h:element("chip.today").frame.width
  h:tap("chip.today")                                          -- no symbol of its own: gains the check
  h:advance(0.1)
  local chip = h:element("chip.today")
  expect(chip.motion):to_equal({ token = "snappy", progress = 0.388 })
  expect(chip.fill):to_be("textPrimary")
  expect(chip.symbol):to_be("checkmark")
  expect(chip.fade.from.fill):to_be("fill")
  expect(chip.fade.from.stroke):to_be("separator")
  expect(chip.fade.progress):to_be(0.388)
  h:settle()
  local after = h:element("chip.today").frame.width
  expect(after > before):to_be(true)
  expect(h:element("chip.today").fade):to_be_nil()
end)

scenario("the Filters count rolls to each new count", function()
  local h = reading { selected = { "unread" } }
  h:tap("chip.saved")
  h:advance(0.25)
  expect(h:element("filters_badge").roll):to_equal({ from = "1", to = "2", direction = "up", progress = 0.895 })
  h:settle()
  h:tap("chip.unread")
  h:advance(0.1)
  expect(h:element("filters_badge").roll):to_equal({ from = "2", to = "1", direction = "down", progress = 0.388 })
end)

scenario("the Filters count rolls from 99 to 99+ and back", function()
  local h = reading { filter_count = 99 }
  h:set { filter_count = 100 }
  h:advance(0.1)
  expect(h:element("filters_badge").roll.to):to_be("99+")
  expect(h:element("filters_badge").roll.direction):to_be("up")
  h:settle()
  h:set { filter_count = 42 }
  h:advance(0.1)
  expect(h:element("filters_badge").roll):to_equal({ from = "99+", to = "42", direction = "down", progress = 0.388 })
end)

scenario("the chips fade in where the placeholders fade out", function()
  local h = reading { chips = "loading" }
  h:set { chips = scope_header.sample_chips }
  h:advance(0.1)
  local placeholder, chip = h:element("placeholder.chip.1"), h:element("chip.unread")
  expect(placeholder.leaving):to_be(true)
  expect(placeholder.opacity):to_be(0.612)
  expect(placeholder.focusable):to_be(false)
  expect(chip.opacity):to_be(0.388)
  h:settle()
  expect(h:element("placeholder.chip.1")):to_be_nil()
end)

scenario("the shimmer sweeps every 1.5 s and settle does not wait for it", function()
  local h = reading { chips = "loading" }
  expect(h:element("placeholder.chip.1").shimmer):to_be(0)
  h:advance(0.375)
  expect(h:element("placeholder.chip.1").shimmer):to_be(0.25)
  h:advance(1.125)
  expect(h:element("placeholder.chip.1").shimmer):to_be(0)      -- one full sweep
  local now = clock.now()
  h:settle()
  expect(clock.now()):to_be(now)
  expect(h:element("placeholder.chip.1").motion):to_be_nil()
end)

scenario("with Reduce Motion a chip's change is a fade and the shimmer stands still", function()
  local h = reading { reduce_motion = true }
  local before = h:element("chip.today").frame
  h:tap("chip.today")
  h:advance(0.1)
  local chip = h:element("chip.today")
  expect(chip.motion):to_equal({ token = "fade", progress = 0.5 })
  expect(chip.fade.from.frame):to_equal(before)
  local loading = reading { chips = "loading", reduce_motion = true }
  h:advance(0.5)
  expect(loading:element("placeholder.chip.1").shimmer):to_be_nil()
end)
