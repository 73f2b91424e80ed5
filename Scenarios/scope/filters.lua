-- The Filters button at the end of the chip row: its count, its accent badge, on_filters.

local S = require("_scope")

scenario("Filters is fill with a separator ring, at the end of the chip row", function()
  local h = S.reading()
  local f = h:element("filters")
  expect(f.role):to_be("button")
  expect(f.fill):to_be("fill")
  expect(f.ring):to_be("separator")
  expect(f.symbol):to_be_truthy()
  local last = h:element("chip.today")
  local row = h:row("chips")
  expect(f.frame.x >= row.viewport.x + row.viewport.width):to_be(true)
  expect(f.frame.x + f.frame.width <= 393):to_be(true)
  expect(f.frame.y < last.frame.y + last.frame.height and last.frame.y < f.frame.y + f.frame.height):to_be(true)
end)

scenario("the count defaults to the chips that are on", function()
  local h = S.reading { selected = { "unread", "saved" } }
  expect(h.filter_count):to_be(2)
  expect(h:element("filters_badge").text):to_be("2")
  h:tap("chip.audio")
  expect(h.filter_count):to_be(3)
  expect(h:element("filters_badge").text):to_be("3")
end)

scenario("an explicit filter_count wins", function()
  local h = S.reading { selected = { "unread" }, filter_count = 5 }
  expect(h.filter_count):to_be(5)
  expect(h:element("filters_badge").text):to_be("5")
  h:tap("chip.saved")
  expect(h.filter_count):to_be(5)
  h:set { filter_count = "auto" }
  expect(h.filter_count):to_be(2)
end)

scenario("the badge is the accent with accentOn figures in caption, ringed in bg", function()
  local b = S.reading { selected = { "unread" } }:element("filters_badge")
  expect(b.role):to_be("badge")
  expect(b.fill):to_be("accent")
  expect(b.color):to_be("accentOn")
  expect(b.ring):to_be("bg")
  expect(b.font.style):to_be("caption")
end)

scenario("the badge is the header's only accent", function()
  local h = S.reading { selected = { "unread" }, filter_count = 3 }
  for _, e in ipairs(h:elements()) do
    if e.id ~= "filters_badge" then
      for _, field in ipairs({ "color", "fill", "stroke", "ring" }) do
        expect(e[field] == "accent" or e[field] == "accentOn"):to_be(false)
      end
    end
  end
end)

scenario("the badge hides at 0 and reads 99+ above 99", function()
  expect(S.reading():element("filters_badge")):to_be_nil()
  expect(S.reading { filter_count = 99 }:element("filters_badge").text):to_be("99")
  expect(S.reading { filter_count = 100 }:element("filters_badge").text):to_be("99+")
end)

scenario("the badge sits on the button's top-trailing corner and stays inside the header", function()
  for _, size in ipairs({ "xS", "L", "AX5" }) do
    local h = S.reading { filter_count = 120, text_size = size, width = 375 }
    local f, b = h:element("filters").frame, h:element("filters_badge").frame
    expect(S.overlap(f, b)):to_be(true)
    expect(b.x + b.width / 2 > f.x + f.width / 2):to_be(true)
    expect(b.y < f.y):to_be(true)
    expect(b.x + b.width <= 375):to_be(true)
    expect(b.y >= h:element("scopes_hairline").frame.y):to_be(true)
  end
end)

scenario("tapping Filters records on_filters and runs the function with the header", function()
  local seen
  local h = S.reading { on_filters = function(header) seen = header; header:set { filter_count = 7 } end }
  h:tap("filters")
  expect(seen):to_be(h)
  expect(h.filter_count):to_be(7)
  expect(h:events()[1]):to_be("on_filters")
end)

scenario("on_filters = true only records the tap", function()
  local h = S.reading { on_filters = true }
  h:tap("filters")
  h:tap("filters")
  expect(h:events()):to_equal({ "on_filters", "on_filters" })
end)

scenario("on_filters = false removes the Filters button", function()
  for _, h in ipairs({ S.reading { on_filters = false }, scope_header { title = "R", chips = scope_header.sample_chips, on_filters = false } }) do
    expect(h:element("filters")):to_be_nil()
    expect(h:element("filters_badge")):to_be_nil()
    local ok, err = pcall(h.tap, h, "filters")
    expect(ok):to_be(false)
    expect(err):to_contain("filters")
    expect(err):to_contain("chip.unread")
  end
end)

scenario("an error in on_filters fails the scenario at its line", function()
  local h = S.reading { on_filters = function() error("sheet exploded") end }
  local ok, err = pcall(h.tap, h, "filters")
  expect(ok):to_be(false)
  -- The error of Lua code run by a step comes back as it was raised, with its own position;
  -- a table comes back as that same table.
  expect(err):to_match("filters%.lua:104: sheet exploded$")
  local raised = { code = 7 }
  h:set { on_filters = function() error(raised) end }
  local _, same = pcall(h.tap, h, "filters")
  expect(rawequal(same, raised)):to_be(true)
end)

scenario("the app can remove and bring back the button", function()
  local h = S.reading()
  h:set { on_filters = false }
  h:settle() -- the button fades out
  expect(h:element("filters")):to_be_nil()
  h:set { on_filters = true }
  h:settle()
  expect(h:element("filters").visible):to_be(true)
end)

scenario("the Filters button is there by default, as on_filters = true", function()
  local h = scope_header { title = "R", chips = scope_header.sample_chips }
  expect(h:element("filters").visible):to_be(true)
  h:tap("filters")
  expect(h:events()):to_contain("on_filters")
end)
