-- The Reading tab (ScopeHeaderExample): the scope header pinned over a feed of articles. The app
-- owns the scope and the chips through the bindings, and reloads the feed when the header says
-- they changed; the Filters button opens a sheet with one more filter than the chips.

local ARTICLES = {
  { title = "The quiet return of the long essay", source = "Atlas", minutes = 18, unread = true, saved = true, audio = false, today = true, followed = true },
  { title = "Why cities are planting forests on rooftops", source = "Grove", minutes = 6, unread = true, saved = false, audio = true, today = true, followed = false },
  { title = "A field guide to urban birdsong", source = "Atlas", minutes = 9, unread = false, saved = true, audio = true, today = false, followed = true },
  { title = "The maths of a perfect queue", source = "Quanta Notes", minutes = 24, unread = true, saved = false, audio = false, today = false, followed = true },
  { title = "Three recipes for a cold evening", source = "Larder", minutes = 4, unread = false, saved = false, audio = false, today = true, followed = false },
  { title = "Listening to glaciers", source = "Grove", minutes = 32, unread = true, saved = true, audio = true, today = false, followed = false },
}

-- What each chip keeps, by chip id.
local CHIP_RULES = {
  unread = function(a) return a.unread end,
  saved = function(a) return a.saved end,
  ["long-reads"] = function(a) return a.minutes >= 15 end,
  audio = function(a) return a.audio end,
  today = function(a) return a.today end,
}

-- What each scope shows, by scope id.
local SCOPE_RULES = {
  ["for-you"] = function() return true end,
  following = function(a) return a.followed end,
  saved = function(a) return a.saved end,
}

-- The app around the header: its feed, its filter sheet, and the reloads it performs.
local function reading_app()
  local app = { reloads = 0, seen_events = 0, sheet = { sources = nil }, sheet_opened = 0 }

  function app.matches(article)
    if not SCOPE_RULES[app.header.scope](article) then return false end
    for _, id in ipairs(app.header.selected) do
      if not CHIP_RULES[id](article) then return false end
    end
    if app.sheet.sources and not app.sheet.sources[article.source] then return false end
    return true
  end

  function app.reload()
    app.reloads = app.reloads + 1
    app.feed = {}
    for _, article in ipairs(ARTICLES) do
      if app.matches(article) then app.feed[#app.feed + 1] = article.title end
    end
  end

  -- Reloads when the header reported a new scope or a new set of chips since the last look.
  function app.sync()
    local events = app.header:events()
    local changed = false
    for i = app.seen_events + 1, #events do
      if events[i]:match("^scope_changed:") or events[i]:match("^chips_changed:") then changed = true end
    end
    app.seen_events = #events
    if changed then app.reload() end
  end

  -- The filter sheet: here it limits the feed to one source, which counts as one more filter.
  function app.open_filters(header)
    app.sheet_opened = app.sheet_opened + 1
    app.sheet.sources = { Atlas = true }
    header:set { filter_count = #header.selected + 1 }
    app.reload()
  end

  app.header = scope_header {
    title = "Reading",
    scopes = scope_header.sample_scopes,
    scope = "for-you",
    chips = scope_header.sample_chips,
    selected = {},
    on_filters = app.open_filters,
    pinned = true,
  }
  app.reload()
  return app
end

scenario("the feed starts with every article under For you", function()
  local app = reading_app()
  expect(#app.feed):to_be(#ARTICLES)
  expect(app.header:voiceover()[2]):to_be("Selected, For you, 4 new, Button")
  expect(app.header:element("filters_badge")):to_be_nil()
end)

scenario("picking a scope reloads the feed for it", function()
  local app = reading_app()
  app.header:tap("scope.following")
  app.sync()
  expect(app.reloads):to_be(2)
  expect(app.feed):to_equal({
    "The quiet return of the long essay", "A field guide to urban birdsong", "The maths of a perfect queue",
  })
  app.header:tap("scope.following")
  app.sync()
  expect(app.reloads):to_be(2)
end)

scenario("chips narrow the feed and count on the Filters button", function()
  local app = reading_app()
  app.header:tap("chip.unread")
  app.header:tap("chip.audio")
  app.sync()
  expect(app.header.selected):to_equal({ "unread", "audio" })
  expect(app.feed):to_equal({ "Why cities are planting forests on rooftops", "Listening to glaciers" })
  expect(app.header:element("filters_badge").text):to_be("2")
  -- VoiceOver reads the label, the value and the traits, then, after a pause, the hint.
  local filters = app.header:element("filters")
  expect(filters.spoken):to_be("Filters, 2 on, Button. Opens all filters.")
  expect(filters.spoken):to_match("^Filters, 2 on, Button")
  expect(app.header:element("chip.unread").spoken):to_be("Selected, Unread, Button. Removes Unread from the filters.")
  app.header:tap("chip.audio")
  app.sync()
  expect(#app.feed):to_be(4)
  expect(app.header:events()):to_equal({
    "haptic:selection", "chips_changed:unread", "haptic:selection", "chips_changed:unread,audio",
    "haptic:selection", "chips_changed:unread",
  })
end)

scenario("scope and chips combine", function()
  local app = reading_app()
  app.header:tap("scope.saved")
  app.header:tap("chip.long-reads")
  app.sync()
  expect(app.feed):to_equal({ "The quiet return of the long essay", "Listening to glaciers" })
end)

scenario("Filters opens the sheet, which adds a filter beyond the chips", function()
  local app = reading_app()
  app.header:tap("chip.unread")
  app.sync()
  app.header:tap("filters")
  expect(app.sheet_opened):to_be(1)
  expect(app.header.filter_count):to_be(2)
  expect(app.header:element("filters_badge").text):to_be("2")
  expect(app.feed):to_equal({ "The quiet return of the long essay" })
  expect(app.header:events()[#app.header:events()]):to_be("on_filters")
end)

scenario("the header sticks over the feed as it scrolls and unsticks at the top", function()
  local app = reading_app()
  expect(app.header.is_stuck):to_be(false)
  for _ = 1, 6 do app.header:scroll_by(80) end
  expect(app.header.is_stuck):to_be(true)
  app.header:settle() -- the hairline fades in
  expect(app.header:element("hairline").visible):to_be(true)
  app.header:tap("chip.today")
  app.sync()
  expect(app.header.is_stuck):to_be(true)
  app.header:scroll(0)
  app.header:settle()
  expect(app.header:element("hairline").visible):to_be(false)
end)

scenario("while the chips load the row shows placeholders, then the chips", function()
  local app = reading_app()
  app.header:set { chips = "loading" }
  app.header:settle()
  expect(app.header:element("placeholder.chip.1").visible):to_be(true)
  expect(app.header:element("chip.unread")):to_be_nil()
  app.header:set { chips = scope_header.sample_chips }
  app.header:tap("chip.saved")
  app.sync()
  expect(#app.feed):to_be(3)
end)

scenario("the Reading tab at the largest text size on a small phone", function()
  local app = reading_app()
  app.header:set { text_size = "AX5", width = 375 }
  expect(app.header:row("scopes").scrolls):to_be(true)
  app.header:tap("scope.saved")
  app.header:tap("chip.today")
  app.sync()
  expect(app.feed):to_equal({ "The quiet return of the long essay" })
  app.header:settle() -- the tab row scrolls to the tapped scope
  expect(app.header:element("scope.saved").visible):to_be(true)
end)
