-- Returns a table: status is defined on line 4.
return status_provider {
  name = "returns-table",
  status = function(ctx)
    return { text = "3 tasks" }
  end,
}
