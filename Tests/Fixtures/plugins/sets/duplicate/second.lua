-- The same name as first.lua, on line 3.
return theme {
  name = "twin", colors = { accent = "#FF9F0A" },
}
