-- expect: wrap-close-loop-after-limit.lua:7: instruction limit exceeded
scenario("a looping __close on the error path of coroutine.wrap", function()
  local spin = coroutine.wrap(function()
    local guard <close> = setmetatable({}, { __close = function()
      while true do end
    end })
    while true do end
  end)
  pcall(spin)
end)
