-- A helper module (the leading _ keeps it from being run as a scenario file).
local helper = {}

function helper.explode(what)
  error("exploded: " .. what)
end

return helper
