-- expect: same
scenario("same", function() end)
scenario("same", function() end)
