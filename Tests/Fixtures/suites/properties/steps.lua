-- A false property over step sequences: it fails once a notification makes the count reach 100,
-- and shrinks to one step of exactly that size.

property("the bell's count stays under 100", function(any)
  local h = greeting_header { profile = profile.sample, unread = any.integer(0, 50, "unread") }
  h:apply(any.steps("greeting", 0, 12))
  expect(h.unread < 100):to_be(true)
end)
