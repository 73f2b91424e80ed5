-- Reports what it was given, and how many times it has been called in this state.
local calls = 0
return status_provider {
  name = "echo",
  status = function(ctx)
    calls = calls + 1
    local who = ctx.profile and ctx.profile.greeting_name or "nobody"
    return ("%d|%04d-%02d-%02d %02d:%02d w%d|%s|%s|%s"):format(calls, ctx.now.year, ctx.now.month,
      ctx.now.day, ctx.now.hour, ctx.now.minute, ctx.now.weekday, who, tostring(ctx.data.note),
      tostring(print))
  end,
}
