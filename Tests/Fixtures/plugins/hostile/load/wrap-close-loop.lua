-- expect: wrap-close-loop.lua:8: instruction limit exceeded
-- The same through coroutine.wrap's error path, with the error caught by pcall.
local spin = coroutine.wrap(function()
  local guard <close> = setmetatable({}, { __close = function()
    while true do end
  end })
  while true do
    local _ = 1
  end
end)
pcall(spin)
return theme { name = "wrap-close-loop" }
