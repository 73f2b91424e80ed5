-- A file with no declaration at all.
local answer = 42
