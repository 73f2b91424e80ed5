-- expect: error object is a table value
scenario("an error whose value is a table", function()
  error({ reason = "not a string" })
end)
