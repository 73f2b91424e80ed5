-- Snapshots of the greeting header's main states: each stores the text rendering, the VoiceOver
-- list and the picture in __snapshots__/snapshots.lua/ beside this file (docs/snapshots.md).
-- A change to the layout, the words or the reading order shows up here as a line diff.

scenario("expanded with three unread", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  expect(h):to_match_snapshot("expanded")
end)

scenario("scrolling collapses the pinned header into the compact bar", function()
  local h = greeting_header { profile = profile.sample, unread = 120, pinned = true }
  h:scroll(36)
  expect(h):to_match_snapshot("half way")
  h:scroll(200)
  expect(h):to_match_snapshot("collapsed")
end)

scenario("loading placeholders before the profile arrives", function()
  local h = greeting_header { reduce_motion = true }
  expect(h):to_match_snapshot("loading")
  h:set { profile = profile.sample }
  h:settle()
  expect(h):to_match_snapshot("loaded")
end)

scenario("a status line in the evening, dark, at the largest text size", function()
  clock.set("2026-10-23 19:05")
  local h = greeting_header {
    profile = profile { name = "Ada Okafor" }, status = "3 tasks due today",
    appearance = "dark", text_size = "AX5", width = 375,
  }
  expect(h):to_match_snapshot("evening dark AX5")
end)
