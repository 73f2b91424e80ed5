-- Its coroutine runs into the call's instruction limit, then closing it runs a looping __close
-- (which Lua 5.4.4 ran with no hook: the call never ended). Used by
-- Tests/Fixtures/hostile/runtime/provider-close-loop.lua.
return status_provider {
  name = "close-loop",
  status = function(ctx)
    local spin = coroutine.create(function()
      local guard <close> = setmetatable({}, { __close = function()
        while true do end
      end })
      while true do end
    end)
    coroutine.resume(spin)
    coroutine.close(spin)
    return "never reached"
  end,
}
