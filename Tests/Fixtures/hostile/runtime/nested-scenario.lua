-- expect: scenario() is called at the top level
scenario("a scenario that declares another", function()
  scenario("inner", function() end)
end)
