return theme {
  name = "broken-parent",
  colors = { accent = "red" },
}
