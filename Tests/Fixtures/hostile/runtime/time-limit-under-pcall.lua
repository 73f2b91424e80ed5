-- expect: time-limit-under-pcall.lua:5: time limit exceeded
scenario("long C calls that reach the deadline in the allocator, under pcall", function()
  pcall(function()
    while true do
      local s = ("x"):rep(4e6):upper()
    end
  end)
end)
