-- expect: limit exceeded
scenario("recursion without end", function()
  local function deeper(n) return 1 + deeper(n + 1) end
  deeper(1)
end)
