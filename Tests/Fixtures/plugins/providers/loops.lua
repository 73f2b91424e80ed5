-- Never returns: its own budget stops it.
return status_provider {
  name = "loops",
  status = function(ctx)
    while true do end
  end,
}
