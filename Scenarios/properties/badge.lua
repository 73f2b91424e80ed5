-- Properties of the greeting header's badge (docs/greeting-header.md, "The badge"): for any
-- profile, count, text size, width and sequence of steps, the badge sits on its bell's
-- top-trailing corner and reads the count as the spec says.

property("the badge stays on its bell", { runs = 100 }, function(any)
  local h = greeting_header { profile = any.profile(), unread = any.integer(0, 5000),
                              text_size = any.text_size(), width = any.width(), pinned = any.boolean() }
  h:apply(any.steps("greeting", 0, 12))
  h:settle()
  local badge, bell = h:element("badge"), h:element("bell")
  if badge and bell then
    local b, s = badge.frame, bell.frame
    -- Over the bell's trailing half and its top half: the corner, not the symbol.
    expect(b.x < s.x + s.width and b.x + b.width > s.x + s.width / 2):to_be(true)
    expect(b.y < s.y + s.height / 2 and b.y + b.height > s.y):to_be(true)
  end
end)

property("the badge reads the count, 99+ past 99, and hides at 0", function(any)
  local h = greeting_header { profile = profile.sample, unread = any.integer(0, 5000, "unread") }
  h:apply(any.steps("greeting", 0, 6))
  h:settle()
  local badge = h:element("badge")
  if h.unread == 0 then
    expect(badge):to_be_nil()
  else
    expect(badge.text):to_be(h.unread > 99 and "99+" or tostring(h.unread))
  end
end)
