-- expect: instruction limit exceeded
scenario("an endless loop", function()
  while true do end
end)
