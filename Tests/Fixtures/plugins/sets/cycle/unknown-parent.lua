-- extends a theme that does not exist (line 4); "b" is close.
return theme {
  name = "orphan",
  extends = "bb",
}
