-- colors.accnt on line 4 is a misspelt accent.
return theme {
  name = "typo",
  colors = { bg = "#FFFFFF", accnt = "#FF0000" },
}
