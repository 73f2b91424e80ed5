-- expect: close-loop.lua:9: instruction limit exceeded
-- At load, a coroutine runs into the instruction limit, and closing it runs a looping __close
-- (which Lua 5.4.4 ran with no hook: `masthead plugins` never ended).
local spin = coroutine.create(function()
  local guard <close> = setmetatable({}, { __close = function()
    while true do end
  end })
  while true do
    local _ = 1
  end
end)
coroutine.resume(spin)
coroutine.close(spin)
return theme { name = "close-loop" }
