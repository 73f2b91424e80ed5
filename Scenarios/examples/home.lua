-- The Home tab of the preview: the greeting header pinned over Today and Recent cards, a
-- notification that arrives a moment after launch, and a bell that clears the count.

-- The content under the header: two sections of cards, as the preview lays them out.
local cards = {
  { section = "Today", title = "Standup notes", height = 120 },
  { section = "Today", title = "Design review", height = 120 },
  { section = "Recent", title = "Quarterly plan", height = 96 },
  { section = "Recent", title = "Reading list", height = 96 },
  { section = "Recent", title = "Trip to Lisbon", height = 96 },
}

local function launch()
  local opened = {}
  local h = greeting_header {
    profile = profile.sample,
    pinned = true,
    unread = 0,
    on_profile = function() opened[#opened + 1] = "profile" end,
    on_search = function() opened[#opened + 1] = "search" end,
    -- Opening the notifications reads them all: the app clears the count.
    on_notifications = function(header)
      opened[#opened + 1] = "notifications"
      header:set { unread = 0 }
    end,
  }
  return h, opened
end

scenario("launch: the expanded header greets Maya above Today", function()
  local h = launch()
  expect(h:element("date_line").text):to_be("Friday, October 23")
  expect(h:element("greeting").text):to_be("Good morning, Maya")
  expect(h:element("search_field").visible):to_be(true)
  expect(h:element("badge")):to_be_nil()
  expect(h.ground):to_be("bg")
  expect(h:element("hairline").visible):to_be(false)
end)

scenario("a notification arrives a moment after launch", function()
  local h = launch()
  h:advance(1.5)
  h:notify()
  expect(h:element("badge").text):to_be("1")
  expect(h:element("bell").spoken):to_be("Notifications, 1 unread, Button")
end)

scenario("tapping the bell opens notifications and clears the count", function()
  local h, opened = launch()
  h:advance(1.5)
  h:notify()
  h:tap("bell")
  expect(opened):to_equal({ "notifications" })
  expect(h:events()):to_equal({ "on_notifications" })
  expect(h.unread):to_be(0)
  h:settle() -- the badge fades out
  expect(h:element("badge")):to_be_nil()
  expect(h:element("bell").spoken):to_be("Notifications, Button")
end)

scenario("scrolling through Today into Recent collapses the bar", function()
  local h = launch()
  local offset = 0
  for _, card in ipairs(cards) do
    if card.section == "Recent" then break end
    offset = offset + card.height
    h:scroll(offset)
  end
  expect(h.collapse):to_be(1)
  expect(h:element("compact_greeting").visible):to_be(true)
  expect(h:element("search_button").visible):to_be(true)
  expect(h:element("hairline").visible):to_be(true)
  expect(h:voiceover()[1]):to_be("Good morning, Maya, Heading")
  h:tap("search_button")
  expect(h:events()):to_equal({ "on_search" })
end)

scenario("scrolling back to the top expands the header again", function()
  local h = launch()
  h:scroll(240)
  h:scroll_by(-240)
  expect(h.collapse):to_be(0)
  expect(h:element("greeting").visible):to_be(true)
  expect(h:element("hairline").visible):to_be(false)
end)

scenario("the whole visit, step by step", function()
  local h, opened = launch()
  h:advance(1.5)
  h:notify()
  h:scroll(36)
  expect(h.collapse):to_be(0.5)
  h:tap("bell")
  h:scroll(0)
  h:tap("avatar")
  expect(opened):to_equal({ "notifications", "profile" })
  expect(h:events()):to_equal({ "on_notifications", "on_profile" })
  h:settle()
  expect(h:element("badge")):to_be_nil()
end)
