-- A pinned greeting header on iOS 18 folds as the content scrolls (docs/greeting-header.md,
-- "Collapse"): never less folded for a larger offset, and the same at the same offset whatever
-- came before.

property("collapse never decreases as the scroll offset grows", function(any)
  local h = greeting_header { profile = any.profile(), pinned = true, text_size = any.text_size(),
                              collapse_distance = any.integer(1, 200) }
  local offsets = any.list(function() return any.integer(-100, 400) end, 2, 12)
  table.sort(offsets)
  local previous
  for _, y in ipairs(offsets) do
    h:scroll(y)
    if previous then expect(h.collapse >= previous):to_be(true) end
    previous = h.collapse
  end
end)

property("collapse depends on the offset alone", function(any)
  local h = greeting_header { profile = profile.sample, pinned = true }
  local y = any.integer(-100, 400, "y")
  h:scroll(y)
  local first = h.collapse
  h:apply(any.steps("greeting", 0, 8))
  h:scroll(y)
  expect(h.collapse):to_be(first)
end)
