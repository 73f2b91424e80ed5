-- expect: too long
scenario("a name of a million letters", function()
  greeting_header { profile = profile { name = ("W"):rep(1e6) } }
end)
