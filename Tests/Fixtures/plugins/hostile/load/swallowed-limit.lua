-- expect: swallowed-limit.lua:5: instruction limit exceeded
-- The limit trips inside a coroutine and the file carries on with resume's false result: it
-- must not load.
local spin = coroutine.create(function()
  while true do end
end)
coroutine.resume(spin)
return theme { name = "swallowed-limit" }
