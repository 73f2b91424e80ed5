-- expect: instruction limit exceeded
while true do end

scenario("unreachable", function() end)
