-- expect: bad argument #2 to 'any.list' (a count from 0 (min) expected, got -10)
-- A negative minimum used to be reported as "0 (0) is greater than min (-10)", naming no argument.
property("a list with fewer than no items", function(any)
  local items = any.list(function(a) return a.integer(0, 1) end, -10, 3)
  expect(#items >= 0):to_be(true)
end)
