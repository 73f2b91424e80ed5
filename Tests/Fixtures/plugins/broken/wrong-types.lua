-- Every section with a value of the wrong type.
return theme {
  name = "wrong-types",
  type = { face = "", bundled = "yes", displayWeight = "heavyy", figureDesign = 3 },
  radius = { md = "12" },
  motion = "fast",
  dark = { accent = "#FFFFFF" },
}
