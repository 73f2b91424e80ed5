-- expect: error object is nil
scenario("an error whose value is nil", function()
  error(nil)
end)
