-- expect: expected
scenario("never closed", function()
  expect(1):to_be(1)
end
