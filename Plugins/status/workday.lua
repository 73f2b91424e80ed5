-- Workday: what is left of the working day, by the clock. It counts down the minutes to the end
-- of the day and changes as the virtual clock crosses each minute; weekends, and the hours
-- outside the working day, show the date line.
--   greeting_header { status_provider = "workday" }                            -- 9:00 to 17:00
--   greeting_header { status_provider = "workday", status_data = { ends = 18 } }
return status_provider {
  name = "workday",
  status = function(ctx)
    local now = ctx.now
    if now.weekday == 1 or now.weekday == 7 then return nil end    -- Sunday, Saturday
    local starts, ends = ctx.data.starts or 9, ctx.data.ends or 17
    if now.hour < starts or now.hour >= ends then return nil end
    local left = (ends - now.hour) * 60 - now.minute
    if left >= 60 then
      return ("%d h %02d min left today"):format(left // 60, left % 60)
    end
    return ("%d min left today"):format(left)
  end,
}
