#!/usr/bin/env masthead run
scenario("a byte-order mark then a #! line", function()
  expect(select(2, pcall(function() error("line 3") end))):to_be("Tests/Fixtures/suites/encodings/bom-shebang.lua:3: line 3")
end)
