-- Line 3 indexes a nil value while the file runs.
local palette = nil
local accent = palette.accent
return theme { name = "runtime", colors = { accent = accent } }
