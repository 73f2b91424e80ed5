-- Tasks due: the contract's example provider. The scenario passes the count in status_data:
--   greeting_header { status_provider = "tasks-due", status_data = { tasks = 3 } }
-- No tasks (or no count) shows the date line.
return status_provider {
  name = "tasks-due",
  status = function(ctx)
    local n = ctx.data.tasks or 0
    if n == 0 then return nil end
    if n == 1 then return "1 task due today" end
    return ("%d tasks due today"):format(n)
  end,
}
