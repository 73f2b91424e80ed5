-- Written on Windows: every line ends in CR LF.
scenario("CRLF line ends", function()
  local text = "one\r\ntwo"
  expect(#text):to_be(8)
  expect(select(2, pcall(function() error("line 5") end))):to_be("Tests/Fixtures/suites/encodings/crlf.lua:5: line 5")
end)
