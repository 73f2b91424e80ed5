-- Returns a number instead of a declaration (line 2).
return 42
