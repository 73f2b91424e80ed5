-- A status provider without a status function, and a misspelt field (line 4).
return status_provider {
  name = "incomplete",
  stauts = function(ctx) return nil end,
}
