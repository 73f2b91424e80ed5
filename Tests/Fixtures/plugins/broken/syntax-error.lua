-- A missing comma after the name (line 4 starts the next field).
return theme {
  name = "broken"
  colors = { accent = "#0A84FF" },
}
