-- expect: yield-then-limit-close-loop.lua:9: instruction limit exceeded
scenario("a coroutine that yielded inside pcall, then hits a limit with a looping __close", function()
  local spin = coroutine.wrap(function()
    pcall(function()
      local guard <close> = setmetatable({}, { __close = function()
        while true do end
      end })
      coroutine.yield()
      while true do end
    end)
    while true do end
  end)
  spin()
  pcall(spin)
end)
