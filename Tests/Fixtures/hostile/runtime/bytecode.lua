-- expect: attempt to load a binary chunk
scenario("bytecode through load", function()
  local chunk = string.char(27) .. "LuaT" .. string.char(0, 25, 147, 13, 10, 26, 10, 4, 8, 8)
  assert(load(chunk, "crafted", "bt"))
end)
