return theme {
  name = "parent",
  colors = { accent = "#0A84FF", bg = "#FAFAFA" },
  type = { face = "Fraunces", bundled = false, figureDesign = "rounded" },
  radius = { md = 20 },
}
