-- A long trace: 301 steps, a notification, a tenth of its roll and a scroll a hundred times over.
-- TracedVerdictsTests and TraceLinePoolTests run it, and make bench times it traced and untraced.
scenario("three hundred steps", function()
  local h = greeting_header { profile = profile.sample, unread = 3, pinned = true }
  for i = 1, 100 do
    h:notify(i % 7)
    h:advance(0.05)
    h:scroll((i * 13) % 120)
  end
  expect(h:element("badge").text):to_be("99+")
end)
