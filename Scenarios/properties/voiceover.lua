-- VoiceOver reads exactly one greeting, the one that can be seen (docs/greeting-header.md,
-- "VoiceOver"): the large one below collapse 0.5, the compact one from 0.5.

property("VoiceOver reads exactly the visible greeting", function(any)
  local h = greeting_header { profile = any.profile(), pinned = true, text_size = any.text_size(),
                              width = any.width() }
  h:apply(any.steps("greeting", 0, 10))
  h:settle()
  local read = {}
  for _, id in ipairs({ "greeting", "compact_greeting" }) do
    local element = h:element(id)
    if element and element.spoken then read[#read + 1] = element end
  end
  expect(#read):to_be(1)
  expect(read[1].visible):to_be(true)
  expect(h:voiceover()):to_contain(read[1].spoken)
  local other = h:element(read[1].id == "greeting" and "compact_greeting" or "greeting")
  if not (other and other.visible) then return end
  -- Both show while one fades into the other: the one read is the large one until 0.5.
  expect(read[1].id):to_be(h.collapse < 0.5 and "greeting" or "compact_greeting")
end)
