-- expect: limit-in-close.lua:5: instruction limit exceeded
scenario("a limit inside a __close handler that coroutine.close runs, under pcall", function()
  local worker = coroutine.create(function()
    local guard <close> = setmetatable({}, { __close = function()
      while true do end
    end })
    coroutine.yield()
  end)
  coroutine.resume(worker)
  pcall(coroutine.close, worker)
end)
