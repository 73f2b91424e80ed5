-- A light grey for textTertiary: in light, the search prompt and the scope counts fall below AA.
return theme {
  name = "dim",
  colors = { textTertiary = "#B0B0B0" },
}
