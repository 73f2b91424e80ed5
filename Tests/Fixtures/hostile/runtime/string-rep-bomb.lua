-- expect: memory limit exceeded
scenario("string.rep through the string metatable", function()
  local s = ("x"):rep(1e9)
end)
