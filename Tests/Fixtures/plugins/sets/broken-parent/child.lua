-- Its parent has a bad colour, so this theme cannot be built (line 2).
return theme { name = "child-of-broken", extends = "broken-parent" }
