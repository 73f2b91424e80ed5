-- A scenario in a sub-folder, for ids with two folders.

scenario("reads the clock", function()
  expect(clock.now()):to_be("2026-10-23 09:41")
end)
