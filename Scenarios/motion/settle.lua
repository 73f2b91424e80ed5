-- h:settle() advances the shared clock to the instant every transition has come to rest, and no
-- further; with nothing in motion it does not move the clock at all.

scenario("settle stops exactly where the last transition rests", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  h:notify()                                                   -- snappy rests after 0.707 s
  h:settle()
  expect(clock.now()):to_be("2026-10-23 09:41:00.707")
  expect(h:element("badge").motion):to_be_nil()
  h:settle()
  expect(clock.now()):to_be("2026-10-23 09:41:00.707")         -- nothing left: the clock stays
end)

scenario("settle waits for the slowest of every component", function()
  local g = greeting_header { profile = profile.sample, unread = 3 }
  local s = scope_header { title = "Reading", scopes = scope_header.sample_scopes, theme = "midnight" }
  s:tap("scope.saved")                                         -- midnight's hero rests at 0.616 s
  g:set { status = "Offline" }                                 -- smooth rests at 0.735 s
  s:settle()
  expect(clock.now()):to_be("2026-10-23 09:41:00.735")
  expect(g:element("date_line").motion):to_be_nil()
  expect(s:element("underline").motion):to_be_nil()
end)

scenario("settling over a minute boundary waits for the minute's change too", function()
  clock.set("2026-10-23 11:59:59")
  local h = greeting_header { profile = profile.sample }
  h:advance(0.9)
  h:set { status = "Offline" }
  h:settle()                                                   -- passes 12:00, which changes the greeting
  expect(h:element("greeting").text):to_be("Good afternoon, Maya")
  expect(h:element("greeting").motion):to_be_nil()
  expect(clock.now()):to_be("2026-10-23 12:00:00.735")
end)

scenario("a running shimmer does not keep settle busy", function()
  local h = greeting_header {}
  h:settle()
  expect(clock.now()):to_be("2026-10-23 09:41")
end)
