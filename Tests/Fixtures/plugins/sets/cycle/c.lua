-- c extends a theme of the circle: it cannot be built either.
return theme { name = "c", extends = "a" }
