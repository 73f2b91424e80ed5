-- Line 5: five hex digits; line 6: not hexadecimal; line 7: a number, not a string.
return theme {
  name = "bad-colour",
  colors = {
    bg = "#12345",
    fill = "#GGHHII",
    accent = 0xFF0000,
  },
}
