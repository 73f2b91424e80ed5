-- A string literal holding a byte that is not UTF-8 (0xE1) is one byte long, as in lua5.4.
scenario("a raw byte in a literal keeps its length", function()
  expect(#"·"):to_be(1)
  expect(("·"):byte()):to_be(225)
  expect(#"caf√© ·"):to_be(7)
end)
