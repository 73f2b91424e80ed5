-- Every control has a 44 point target, and the field and the buttons grow with Dynamic Type.

local sizes = { "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5" }

scenario("every visible control has at least a 44 x 44 target at every size", function()
  for _, size in ipairs(sizes) do
    for _, c in ipairs({ 0, 0.5, 1 }) do
      local h = greeting_header { profile = profile.sample, unread = 3, text_size = size, collapse = c, pinned = true }
      for _, element in ipairs(h:elements()) do
        if element.visible and element.hit then
          expect(element.hit.width >= 44):to_be(true)
          expect(element.hit.height >= 44):to_be(true)
        end
      end
    end
  end
end)

scenario("every visible control is tappable", function()
  -- Just past 0.25 both the field and the search button are there.
  local h = greeting_header { profile = profile.sample, collapse = 0.3 }
  for _, element in ipairs(h:elements()) do
    if element.visible and element.hit then h:tap(element.id) end
  end
  expect(#h:events()):to_be(4)
end)

scenario("the field and the buttons grow with Dynamic Type", function()
  local previous
  for _, size in ipairs(sizes) do
    local h = greeting_header { profile = profile.sample, text_size = size, collapse = 0 }
    local now = {
      bell = h:element("bell").frame.height,
      button = h:element("search_button").frame.height,
      field = h:element("search_field").frame.height,
      prompt = h:element("search_field").font.size,
    }
    if previous then
      expect(now.bell > previous.bell):to_be(true)
      expect(now.button > previous.button):to_be(true)
      expect(now.field >= previous.field):to_be(true)
      expect(now.prompt >= previous.prompt):to_be(true)
    end
    previous = now
  end
  expect(previous.field > 44):to_be(true)
end)

scenario("the long names of the text sizes work too", function()
  local short = greeting_header { profile = profile.sample, text_size = "AX2" }
  local long = greeting_header { profile = profile.sample, text_size = "accessibility2" }
  expect(long:element("greeting").font.size):to_be(short:element("greeting").font.size)
end)
