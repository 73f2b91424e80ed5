-- Snapshots of the scope header's main states: each stores the text rendering, the VoiceOver
-- list and the picture in __snapshots__/snapshots.lua/ beside this file (docs/snapshots.md).

local S = require("_scope")

scenario("the Reading header at rest", function()
  expect(S.reading()):to_match_snapshot("at rest")
end)

scenario("chips picked, then stuck under the feed", function()
  local h = S.reading { selected = { "unread" } }
  h:tap("scope.saved")
  h:tap("chip.long-reads")
  h:settle()
  expect(h):to_match_snapshot("picked")
  h:scroll(120)
  h:settle() -- the stuck hairline fades in
  expect(h):to_match_snapshot("stuck")
end)

scenario("chips loading", function()
  local h = scope_header {
    title = "Reading", scopes = scope_header.sample_scopes, scope = "for-you", reduce_motion = true,
  }
  expect(h):to_match_snapshot("chips loading")
end)

scenario("dark at AX3 on a small phone", function()
  expect(S.reading { appearance = "dark", text_size = "AX3", width = 375 }):to_match_snapshot("dark AX3")
end)
