-- expect: no module io in this suite
scenario("require of a C library", function()
  require("io")
end)
