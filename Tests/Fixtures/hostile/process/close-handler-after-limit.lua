-- expect: time limit exceeded
-- Lua 5.4.4 closes a coroutine a limit stopped with its hook off: the __close loop runs unhooked.
scenario("a close handler that loops after a limit", function()
  local co = coroutine.create(function()
    local guard <close> = setmetatable({}, { __close = function() while true do end end })
    while true do end
  end)
  coroutine.resume(co)
  coroutine.close(co)
end)
