-- Without a profile the header shows grey shapes in its own layout, with a shimmer that Reduce
-- Motion turns off.

local function placeholders(h)
  local found = {}
  for _, element in ipairs(h:elements()) do
    if element.role == "placeholder" then found[#found + 1] = element end
  end
  return found
end

scenario("no profile: placeholders instead of greeting and avatar", function()
  local h = greeting_header {}
  expect(h.loading):to_be(true)
  expect(h.profile):to_be_nil()
  expect(h:element("greeting")):to_be_nil()
  expect(h:element("compact_greeting")):to_be_nil()
  expect(h:element("avatar")):to_be_nil()
  local shapes = placeholders(h)
  expect(#shapes >= 2):to_be(true)
  for _, shape in ipairs(shapes) do
    expect(shape.id):to_match("^placeholder%.")
    expect(shape.fill):to_be("fill")
    expect(shape.text):to_be_nil()
  end
  expect(h:element("placeholder.greeting").visible):to_be(true)
  expect(h:element("placeholder.avatar").visible):to_be(true)
end)

scenario("the placeholders take the places of what they stand for", function()
  local loading = greeting_header {}
  local loaded = greeting_header { profile = profile.sample }
  local shape, greeting = loading:element("placeholder.greeting").frame, loaded:element("greeting").frame
  expect(shape.x):to_be(greeting.x)
  expect(shape.y >= greeting.y and shape.y + shape.height <= greeting.y + greeting.height):to_be(true)
  expect(loading:element("placeholder.avatar").frame):to_equal(loaded:element("avatar").frame)
end)

scenario("the placeholders shimmer as time passes", function()
  local h = greeting_header {}
  local first = h:element("placeholder.greeting").shimmer
  expect(first).never:to_be_nil()
  h:advance(0.5)
  local later = h:element("placeholder.greeting").shimmer
  expect(later).never:to_be_nil()
  expect(later).never:to_be(first)
end)

scenario("Reduce Motion turns the shimmer off", function()
  local h = greeting_header { reduce_motion = true }
  for _, shape in ipairs(placeholders(h)) do
    expect(shape.shimmer):to_be_nil()
  end
  h:advance(0.5)
  expect(h:element("placeholder.greeting").shimmer):to_be_nil()
end)

scenario("turning Reduce Motion on later stops the shimmer", function()
  local h = greeting_header {}
  h:set { reduce_motion = true }
  expect(h:element("placeholder.avatar").shimmer):to_be_nil()
end)

scenario("the date, the bell and search work while the profile loads", function()
  local h = greeting_header { unread = 2 }
  expect(h:element("date_line").text):to_be("Friday, October 23")
  expect(h:element("badge").text):to_be("2")
  h:tap("bell")
  h:tap("search_field")
  expect(h:events()):to_equal({ "on_notifications", "on_search" })
end)

scenario("the profile arrives and replaces the placeholders", function()
  local h = greeting_header {}
  h:set { profile = profile.sample }
  expect(h.loading):to_be(false)
  h:settle() -- the placeholders fade out
  expect(#placeholders(h)):to_be(0)
  expect(h:element("greeting").text):to_be("Good morning, Maya")
  expect(h:element("avatar").text):to_be("ML")
end)

scenario("profile = false goes back to loading", function()
  local h = greeting_header { profile = profile.sample }
  h:set { profile = false }
  expect(h.loading):to_be(true)
  expect(h:element("placeholder.greeting")).never:to_be_nil()
end)

scenario("the compact bar has a placeholder for its greeting", function()
  local h = greeting_header { pinned = true, collapse = 1 }
  local shape = h:element("placeholder.compact_greeting")
  expect(shape.visible):to_be(true)
  expect(shape.role):to_be("placeholder")
  expect(h:element("placeholder.greeting").visible):to_be(false)
end)

scenario("VoiceOver says the greeting is loading", function()
  local h = greeting_header {}
  expect(h:voiceover()):to_contain("Loading")
end)
