-- a extends b (line 3), b extends a: a circle.
return theme {
  name = "a", extends = "b",
}
