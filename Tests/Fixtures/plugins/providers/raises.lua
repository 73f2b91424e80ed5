-- Raises on line 5 whenever it is asked.
return status_provider {
  name = "raises",
  status = function(ctx)
    error("the task service is down")
  end,
}
