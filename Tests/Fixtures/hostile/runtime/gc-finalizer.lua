-- expect: __gc metamethods are not allowed
scenario("a finalizer that would loop outside the limits", function()
  setmetatable({}, { __gc = function() while true do end end })
end)
