-- No name at all.
return theme {
  colors = { accent = "#0A84FF" },
}
