-- Tap targets: at least 44 x 44, cut to what a sideways row shows, and never two on one point,
-- at every text size and width, with both rows scrolled anywhere.

local S = require("_scope")

local sizes = { "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5" }

-- Whether two rectangles share an area (more than the last bit of a float).
local function overlap(a, b)
  return math.min(a.x + a.width, b.x + b.width) - math.max(a.x, b.x) > 1e-9
     and math.min(a.y + a.height, b.y + b.height) - math.max(a.y, b.y) > 1e-9
end

-- Each header of the sweep, with its rows at the start, in the middle and at the end.
local function each_header(visit)
  for _, size in ipairs(sizes) do
    for _, width in ipairs({ 375, 393, 430 }) do
      local h = S.reading { text_size = size, width = width, selected = { "unread" }, filter_count = 120 }
      for _, at in ipairs({ 0, 0.5, 1 }) do
        for _, id in ipairs({ "scopes", "chips" }) do h:scroll_row(id, h:row(id).max_offset * at) end
        visit(h, size .. " " .. width .. " at " .. at)
      end
    end
  end
end

scenario("no two targets overlap, at every size, width and scroll position", function()
  each_header(function(h, label)
    local controls = S.controls(h)
    for i = 1, #controls do
      for j = i + 1, #controls do
        local a, b = controls[i], controls[j]
        expect(overlap(a.hit, b.hit) and (label .. ": " .. a.id .. " × " .. b.id) or "apart"):to_be("apart")
      end
    end
  end)
end)

scenario("a target is at least 44 x 44 unless its row cuts it, and then it ends at the row's edge", function()
  each_header(function(h, label)
    for _, e in ipairs(S.controls(h)) do
      if e.hit.width < 44 or e.hit.height < 44 then
        local v = h:row(e.scroll_row).viewport
        local at_edge = math.abs(e.hit.x - v.x) < 1e-9 or math.abs(e.hit.x + e.hit.width - v.x - v.width) < 1e-9
        expect(at_edge and "cut by its row" or (label .. ": " .. e.id)):to_be("cut by its row")
      end
      if e.scroll_row then
        local v = h:row(e.scroll_row).viewport
        expect(e.hit.x >= v.x - 1e-9 and e.hit.x + e.hit.width <= v.x + v.width + 1e-9):to_be(true)
      end
    end
  end)
end)

scenario("a chip partly under the Filters button is tappable only where it shows", function()
  local h = S.reading { width = 375 }
  local window = h:row("chips").viewport
  local edge = window.x + window.width
  local cut
  for _, e in ipairs(h:elements()) do
    if e.role == "chip" and e.frame.x < edge and e.frame.x + e.frame.width > edge then cut = e end
  end
  expect(cut.id):to_be("chip.long-reads")
  expect(cut.hit.x):to_be(cut.frame.x)
  expect(cut.hit.x + cut.hit.width):to_be_near(edge, 1e-9)
  expect(overlap(cut.hit, h:element("filters").hit)):to_be(false)
  h:tap(cut.id)                              -- still a control: the row scrolls it into view first
  expect(h.selected):to_equal({ "long-reads" })
end)

scenario("a chip scrolled out of view has no target until it is scrolled back", function()
  local h = S.reading { text_size = "xxxL" }
  h:scroll_row("chips", h:row("chips").max_offset)
  local unread = h:element("chip.unread")
  expect(unread.visible):to_be(false)
  expect(unread.hit):to_be_nil()
  h:tap("chip.unread")
  h:settle()
  expect(h:element("chip.unread").hit):to_be_truthy()
end)

scenario("tiled tab targets meet edge to edge", function()
  for _, size in ipairs(sizes) do
    local h = S.reading { text_size = size }
    local tabs = { h:element("scope.for-you").hit, h:element("scope.following").hit, h:element("scope.saved").hit }
    for i = 1, 2 do
      if tabs[i] and tabs[i + 1] then expect(tabs[i].x + tabs[i].width <= tabs[i + 1].x + 1e-9):to_be(true) end
    end
  end
end)
