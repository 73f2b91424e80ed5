-- Helpers shared by the motion scenarios: the two headers as the scenarios start them.
local M = {}

local function with(defaults, overrides)
  local options = {}
  for key, value in pairs(defaults) do options[key] = value end
  for key, value in pairs(overrides or {}) do options[key] = value end
  return options
end

-- Maya's greeting header with three unread; `overrides` replaces or adds options.
function M.greeting(overrides)
  return greeting_header(with({ profile = profile.sample, unread = 3 }, overrides))
end

-- The Reading tab's scope header, pinned, with Filters.
function M.reading(overrides)
  return scope_header(with({
    title = "Reading", scopes = scope_header.sample_scopes, scope = "for-you",
    chips = scope_header.sample_chips, on_filters = true, pinned = true,
  }, overrides))
end

return M
