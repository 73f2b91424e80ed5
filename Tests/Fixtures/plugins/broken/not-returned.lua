-- theme{...} is called on line 2 but the file forgets to return it.
theme {
  name = "forgotten",
}
