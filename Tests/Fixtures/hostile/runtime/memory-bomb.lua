-- expect: memory limit exceeded
scenario("a table that grows without end", function()
  local t = {}
  for i = 1, math.maxinteger do t[i] = { i, i, i } end
end)
