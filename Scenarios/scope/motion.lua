-- Motion: the underline slides with motion.hero, chip changes use motion.snappy, the stuck
-- hairline fades, placeholders shimmer; Reduce Motion stops the shimmer.

local S = require("_scope")

scenario("each moving part names its motion token", function()
  local h = S.reading { selected = { "unread" } }
  expect(h:element("underline").transition):to_be("hero")
  expect(h:element("scope.for-you").transition):to_be("hero")
  expect(h:element("chip.unread").transition):to_be("snappy")
  expect(h:element("filters_badge").transition):to_be("snappy")
  expect(h:element("hairline").transition):to_be("smooth")
end)

scenario("settling with nothing in motion does not move the clock", function()
  local h = S.reading()
  h:settle()
  expect(clock.now()):to_be("2026-10-23 09:41")
  h:tap("chip.unread")
  h:settle()
  expect(h:element("chip.unread").motion):to_be_nil()
end)

scenario("placeholders shimmer as time passes", function()
  local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes }
  local first = h:element("placeholder.chip.1").shimmer
  expect(first):to_be_truthy()
  h:advance(0.5)
  expect(h:element("placeholder.chip.1").shimmer ~= first):to_be(true)
end)

scenario("Reduce Motion stops the shimmer", function()
  local h = scope_header { title = "Reading", scopes = scope_header.sample_scopes, reduce_motion = true }
  h:advance(0.5)
  expect(h:element("placeholder.chip.1").shimmer):to_be_nil()
  h:set { reduce_motion = false }
  expect(h:element("placeholder.chip.1").shimmer):to_be_truthy()
end)
