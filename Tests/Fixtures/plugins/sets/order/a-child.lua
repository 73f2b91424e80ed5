-- Sorted before its parent: extends works whatever order the files load in.
return theme {
  name = "child", extends = "parent",
  dark = { colors = { accent = "#FF9F0A" } },
  motion = { hero = "bouncy" },
}
