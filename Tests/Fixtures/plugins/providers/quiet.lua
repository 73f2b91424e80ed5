-- nil: show the date line.
return status_provider { name = "quiet", status = function(ctx) return nil end }
