-- expect: no module _outside in this suite
scenario("require from a chunk that claims to live outside the suite", function()
  local probe = load('return require("_outside")', "@Tests/Fixtures/plugins/hostile/probe.lua")
  local found = probe()
  error("required a file outside the suite: " .. tostring(found))
end)
