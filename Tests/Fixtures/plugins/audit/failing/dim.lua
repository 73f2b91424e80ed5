-- Grey on grey: the search prompt and the scope counts fall below AA.
return theme {
  name = "dim",
  colors = { textTertiary = "#B0B0B0" },
}
