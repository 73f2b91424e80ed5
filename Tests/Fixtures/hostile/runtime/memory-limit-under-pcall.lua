-- expect: memory-limit-under-pcall.lua:6: memory limit exceeded
scenario("a table that outgrows the cap, under pcall", function()
  pcall(function()
    local kept = {}
    for i = 1, 1e9 do
      kept[i] = ("x"):rep(1000) .. i
    end
  end)
end)
