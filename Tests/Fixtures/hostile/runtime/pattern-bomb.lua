-- expect: limit exceeded
scenario("a pattern that backtracks for ever", function()
  local text = ("a"):rep(200000)
  string.find(text, ".-.-.-.-.-.-.-.-b")
end)
