-- Helpers shared by the scope header scenarios: the Reading header, and questions a QA engineer
-- asks of its elements.
local M = {}

-- The Reading tab's header, pinned, with Filters; `overrides` replaces or adds options.
function M.reading(overrides)
  local options = {
    title = "Reading",
    scopes = scope_header.sample_scopes,
    scope = "for-you",
    chips = scope_header.sample_chips,
    on_filters = true,
    pinned = true,
  }
  for key, value in pairs(overrides or {}) do options[key] = value end
  return scope_header(options)
end

-- Whether an element is entirely inside its scroll row's window (or the header, outside a row).
function M.fully_shown(h, id)
  local e = h:element(id)
  if not e or not e.visible then return false end
  local left, right = 0, h:element("title") and math.huge
  if e.scroll_row then
    local v = h:row(e.scroll_row).viewport
    left, right = v.x, v.x + v.width
  end
  return e.frame.x >= left - 0.01 and e.frame.x + e.frame.width <= right + 0.01
end

-- Whether two frames share some area.
function M.overlap(a, b)
  return math.min(a.x + a.width, b.x + b.width) - math.max(a.x, b.x) > 0.01
     and math.min(a.y + a.height, b.y + b.height) - math.max(a.y, b.y) > 0.01
end

-- The ids of a header's elements whose id starts with `prefix`.
function M.ids(h, prefix)
  local found = {}
  for _, e in ipairs(h:elements()) do
    if e.id:sub(1, #prefix) == prefix then found[#found + 1] = e.id end
  end
  return found
end

-- Every visible control of the header: { id = ..., hit = ... }.
function M.controls(h)
  local found = {}
  for _, e in ipairs(h:elements()) do
    if e.hit and e.visible then found[#found + 1] = e end
  end
  return found
end

return M
