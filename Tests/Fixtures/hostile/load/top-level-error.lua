-- expect: this file refuses to load
error("this file refuses to load")

scenario("unreachable", function() end)
