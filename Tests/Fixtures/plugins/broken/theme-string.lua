-- theme called with a string instead of a table (line 2).
return theme "midnight"
