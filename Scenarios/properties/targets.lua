-- Every control's tap target is at least 44 x 44 points (facts.md, "Accessibility"), and no two
-- targets overlap, whatever the header shows and whatever was done to it. In a row that scrolls
-- sideways a target is cut to the row's window, what a finger can reach (docs/scope-header.md),
-- so the size holds for the targets the window does not cut.

-- The targets of the controls a finger can reach now.
local function targets(h)
  local found = {}
  for _, element in ipairs(h:elements()) do
    if element.visible and element.hit then found[#found + 1] = element end
  end
  return found
end

-- Frames are read rounded to 1/1000 pt, so targets that touch may seem to overlap by that much.
local function overlap(a, b)
  local slack = 0.01
  return a.x + slack < b.x + b.width and b.x + slack < a.x + a.width
     and a.y + slack < b.y + b.height and b.y + slack < a.y + a.height
end

-- Whether a control's target is whole: not in a sideways row, or clear of its window's edges
-- (`row` reads a row). A target that reaches an edge may be cut there.
local function whole(element, row)
  if not element.scroll_row then return true end
  local view, hit = row(element.scroll_row).viewport, element.hit
  return hit.x > view.x + 0.01 and hit.x + hit.width < view.x + view.width - 0.01
end

local function check(h, row)
  local found = targets(h)
  for i, element in ipairs(found) do
    if whole(element, row) then
      expect(element.hit.width >= 44 and element.hit.height >= 44):to_be(true)
    end
    for j = i + 1, #found do
      expect(overlap(element.hit, found[j].hit)):to_be(false)
    end
  end
end

property("greeting header: targets are at least 44 pt and never overlap", function(any)
  local h = greeting_header { profile = any.profile(), unread = any.integer(0, 200), text_size = any.text_size(),
                              width = any.width(), pinned = any.boolean() }
  h:apply(any.steps("greeting", 0, 10))
  h:settle()
  check(h)
end)

property("scope header: targets are at least 44 pt and never overlap", function(any)
  local scopes = any.scopes()
  local s = scope_header { title = "Reading", scopes = scopes, chips = any.chips(), text_size = any.text_size(),
                           width = any.width() }
  s:apply(any.steps("scope", 0, 10))
  s:settle()
  check(s, function(name) return s:row(name) end)
end)
