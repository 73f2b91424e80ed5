-- The sandbox has no io: line 3 fails.
local name = "io"
local file = io.open("/etc/passwd")
return theme { name = name }
