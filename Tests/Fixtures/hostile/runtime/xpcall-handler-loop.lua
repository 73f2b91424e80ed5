-- expect: instruction limit exceeded
scenario("an xpcall whose handler loops", function()
  xpcall(function() error("first") end, function() while true do end end)
end)
