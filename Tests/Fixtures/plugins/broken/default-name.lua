-- Takes the built-in theme's name (line 3).
return theme {
  name = "default",
}
