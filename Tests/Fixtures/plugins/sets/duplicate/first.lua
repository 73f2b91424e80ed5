return theme {
  name = "twin", colors = { accent = "#0A84FF" },
}
