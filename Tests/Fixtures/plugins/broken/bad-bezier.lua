-- The first control point's x is outside 0..1.
return theme {
  name = "bad-bezier",
  motion = {
    hero = { timing = { duration = 0.3, bezier = { 1.5, 0, 0.58, 1 } } },
  },
}
