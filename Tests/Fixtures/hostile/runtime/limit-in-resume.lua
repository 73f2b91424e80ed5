-- expect: limit-in-resume.lua:4: instruction limit exceeded
scenario("a limit inside coroutine.resume, swallowed by its false result", function()
  local spin = coroutine.create(function()
    while true do end
  end)
  local ok = coroutine.resume(spin)
  assert(not ok)
end)
