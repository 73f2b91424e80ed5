-- Motion tokens written wrong, one a line.
return theme {
  name = "bad-motion",
  motion = {
    smooth = { spring = { duration = 0.5, bounce = 1.5 } },
    snappy = "snapy",
    hero = { spring = { duration = 0.4 }, timing = { duration = 0.3 } },
  },
}
