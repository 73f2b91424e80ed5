return theme {
  name = "b",
  extends = "a",
}
