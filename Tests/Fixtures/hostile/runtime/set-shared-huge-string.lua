-- expect: set: unknown field 'k
-- One 8 MB string shared by 100,000 fields costs Lua 8 MB once; describing the step copied it
-- for each field (about 20 ms a field, over half an hour in all).
scenario("s:set with 100,000 fields sharing one 8 MB string", function()
  local s = scope_header { title = "Reading", scopes = scope_header.sample_scopes }
  local big = ("x"):rep(8 * 1024 * 1024)
  local fields = {}
  for i = 1, 100000 do fields["k" .. i] = big end
  s:set(fields)
end)
