-- expect: time-bomb.lua:3: time limit exceeded
scenario("long C calls, few instructions", function()
  while true do local s = ("x"):rep(4e6):upper() end
end)
