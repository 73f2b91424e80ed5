-- expect: its __tostring failed
scenario("an error whose __tostring loops", function()
  error(setmetatable({}, { __tostring = function() while true do end end }))
end)
