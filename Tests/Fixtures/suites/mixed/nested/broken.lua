-- Does not load: a syntax error on line 3.
scenario("never declared", function()
  local x = = 1
end)
