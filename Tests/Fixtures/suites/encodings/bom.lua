-- Saved by an editor that writes a UTF-8 byte-order mark: lua5.4 skips it, so must Masthead.
scenario("a file with a byte-order mark loads", function()
  expect(1 + 1):to_be(2)
end)
