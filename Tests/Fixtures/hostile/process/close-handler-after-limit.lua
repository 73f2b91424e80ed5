-- expect: limit exceeded
-- Lua 5.4.4 closes a coroutine a limit stopped with its hook off, so the __close loop ran unhooked
-- and only the watchdog stopped it; coroutine.c now keeps the hook, and the limit names its line.
scenario("a close handler that loops after a limit", function()
  local co = coroutine.create(function()
    local guard <close> = setmetatable({}, { __close = function() while true do end end })
    while true do end
  end)
  coroutine.resume(co)
  coroutine.close(co)
end)
