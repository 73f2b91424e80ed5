-- expect: close-loop-after-limit.lua:7: instruction limit exceeded
scenario("a looping __close of a coroutine a limit stopped, closed afterwards", function()
  local spin = coroutine.create(function()
    local guard <close> = setmetatable({}, { __close = function()
      while true do end
    end })
    while true do end
  end)
  coroutine.resume(spin)
  coroutine.close(spin)
end)
