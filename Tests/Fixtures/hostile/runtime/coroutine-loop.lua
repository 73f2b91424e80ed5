-- expect: instruction limit exceeded
scenario("an endless loop inside a coroutine", function()
  local spin = coroutine.wrap(function() while true do end end)
  spin()
end)
