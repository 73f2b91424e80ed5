-- expect: worker memory limit exceeded
-- Headers live in Swift, outside the Lua allocator's cap: only the worker's cap stops this.
scenario("headers built in a loop and kept", function()
  local kept = {}
  for i = 1, 1e9 do
    kept[#kept + 1] = greeting_header { profile = profile.sample, unread = i % 100 }
  end
end)
