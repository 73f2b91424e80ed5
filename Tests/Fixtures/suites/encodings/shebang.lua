#!/usr/bin/env masthead run
-- A first line starting with '#' is skipped as lua5.4 skips it; the lines after keep their numbers.
scenario("a #! first line is skipped", function()
  local _, message = pcall(function() error("here") end)
  expect(message):to_be("Tests/Fixtures/suites/encodings/shebang.lua:4: here")
end)
