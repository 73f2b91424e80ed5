-- expect: limit-in-wrap.lua:4: instruction limit exceeded
scenario("a limit inside coroutine.wrap, caught by pcall", function()
  local spin = coroutine.wrap(function()
    while true do end
  end)
  pcall(spin)
end)
