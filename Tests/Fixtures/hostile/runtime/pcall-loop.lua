-- expect: instruction limit exceeded
scenario("a loop that catches the limit with pcall and goes on", function()
  while true do
    pcall(function() while true do end end)
  end
end)
