-- Collapse from 0 (expanded) to 1 (compact): the greeting and the field fold away, the compact
-- greeting takes the row in the headline style, search becomes a round button, the avatar
-- shrinks a little; values between blend the two.

local steps = { 0, 0.25, 0.5, 0.75, 1 }

local function states(options)
  local result = {}
  for _, c in ipairs(steps) do
    options.collapse = c
    local h = greeting_header(options)
    result[#result + 1] = {
      collapse = h.collapse,
      height = h:element("hairline") and h:element("hairline").frame.y or nil,
      greeting = h:element("greeting"), compact = h:element("compact_greeting"),
      date = h:element("date_line"), field = h:element("search_field"), button = h:element("search_button"),
      avatar = h:element("avatar"), hairline = h:element("hairline"),
      spoken = h:voiceover(),
    }
  end
  return result
end

scenario("expanded: greeting and field show, the compact bar's parts do not", function()
  local h = greeting_header { profile = profile.sample, collapse = 0 }
  expect(h:element("greeting").visible):to_be(true)
  expect(h:element("greeting").opacity):to_be(1)
  expect(h:element("search_field").visible):to_be(true)
  expect(h:element("compact_greeting").visible):to_be(false)
  expect(h:element("search_button").visible):to_be(false)
  expect(h:element("date_line").visible):to_be(true)
end)

scenario("compact: the greeting is in the bar, search is a round button", function()
  local h = greeting_header { profile = profile.sample, collapse = 1 }
  expect(h:element("greeting").visible):to_be(false)
  expect(h:element("search_field").visible):to_be(false)
  expect(h:element("date_line").visible):to_be(false)
  local compact = h:element("compact_greeting")
  expect(compact.visible):to_be(true)
  expect(compact.text):to_be("Good morning, Maya")
  expect(compact.font.style):to_be("headline")
  expect(compact.font.weight):to_be("semibold")
  expect(compact.color):to_be("textPrimary")
  expect(h:element("search_button").visible):to_be(true)
  expect(h:element("search_button").role):to_be("button")
end)

scenario("the compact greeting sits in the row beside the controls", function()
  local h = greeting_header { profile = profile.sample, collapse = 1 }
  local compact, bell = h:element("compact_greeting").frame, h:element("bell").frame
  expect(compact.x + compact.width <= h:element("search_button").frame.x):to_be(true)
  expect(compact.y < bell.y + bell.height):to_be(true)
  expect(compact.y + compact.height > bell.y):to_be(true)
end)

scenario("values between blend the two continuously", function()
  local s = states { profile = profile.sample, pinned = true }
  for i = 2, #s do
    local before, now = s[i - 1], s[i]
    expect(now.greeting.opacity <= before.greeting.opacity):to_be(true)
    expect(now.field.opacity <= before.field.opacity):to_be(true)
    expect(now.compact.opacity >= before.compact.opacity):to_be(true)
    expect(now.button.opacity >= before.button.opacity):to_be(true)
    expect(now.avatar.frame.width < before.avatar.frame.width):to_be(true)
    expect(now.hairline.opacity > before.hairline.opacity):to_be(true)
    expect(now.height < before.height):to_be(true)
  end
  -- Half way, both greetings are partly there.
  expect(s[3].compact.opacity > 0 and s[3].compact.opacity < 1):to_be(true)
  expect(s[2].greeting.opacity > 0 and s[2].greeting.opacity < 1):to_be(true)
end)

scenario("the header gets shorter as it collapses", function()
  local heights = {}
  for _, c in ipairs(steps) do
    local h = greeting_header { profile = profile.sample, collapse = c }
    local lowest = 0
    for _, element in ipairs(h:elements()) do
      if element.visible then lowest = math.max(lowest, element.frame.y + element.frame.height) end
    end
    heights[#heights + 1] = lowest
  end
  expect(heights[1] > heights[5]):to_be(true)
  expect(heights[5] <= 44):to_be(true)
end)

scenario("collapse reads back as given", function()
  for _, c in ipairs(steps) do
    expect(greeting_header { profile = profile.sample, collapse = c }.collapse):to_be_near(c, 1e-9)
  end
end)

scenario("without a pin there is no hairline at any collapse", function()
  for _, c in ipairs(steps) do
    expect(greeting_header { profile = profile.sample, collapse = c }:element("hairline")):to_be_nil()
  end
end)

scenario("the pinned hairline fades in with collapse", function()
  local s = states { profile = profile.sample, pinned = true }
  expect(s[1].hairline.visible):to_be(false)
  expect(s[3].hairline.opacity):to_be_near(0.5, 1e-9)
  expect(s[5].hairline.visible):to_be(true)
  expect(s[5].hairline.opacity):to_be(1)
  expect(s[5].hairline.frame.height):to_be_near(1 / 3, 0.001)
  expect(s[5].hairline.fill):to_be("separator")
end)

scenario("the hairline is one pixel at every display scale", function()
  local h = greeting_header { profile = profile.sample, pinned = true, collapse = 1, display_scale = 2 }
  expect(h:element("hairline").frame.height):to_be(0.5)
end)

scenario("explicit collapse can change later and animates smoothly", function()
  local h = greeting_header { profile = profile.sample }
  expect(h.collapse):to_be(0)
  h:set { collapse = 0.75 }
  expect(h.collapse):to_be(0.75)
  expect(h:element("compact_greeting").transition):to_be("smooth")
  expect(h:element("greeting").transition):to_be("smooth")
end)
