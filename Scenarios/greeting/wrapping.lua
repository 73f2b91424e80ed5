-- At large text sizes the greeting wraps; it never truncates.

local function joined(lines)
  return table.concat(lines, " ")
end

scenario("the greeting is one line at the default size", function()
  local greeting = greeting_header { profile = profile.sample }:element("greeting")
  expect(#greeting.lines):to_be(1)
end)

scenario("at accessibility sizes the greeting wraps onto more lines", function()
  local greeting = greeting_header { profile = profile.sample, text_size = "AX5", width = 375 }:element("greeting")
  expect(#greeting.lines > 1):to_be(true)
  expect(joined(greeting.lines)):to_be("Good morning, Maya")
  expect(greeting.text):to_be("Good morning, Maya")
end)

scenario("a long greeting name wraps and keeps every word", function()
  local p = profile { name = "Maximiliana Featherstonehaugh", greeting_name = "Maximiliana Featherstonehaugh" }
  for _, size in ipairs({ "L", "xxxL", "AX3", "AX5" }) do
    local h = greeting_header { profile = p, text_size = size, width = 375, pinned = true }
    local greeting = h:element("greeting")
    -- A word wider than the screen breaks between letters; no letter is lost.
    expect((table.concat(greeting.lines):gsub(" ", ""))):to_be((greeting.text:gsub(" ", "")))
    expect(#greeting.lines >= 1):to_be(true)
  end
end)

scenario("the greeting's frame is tall enough for all its lines", function()
  for _, size in ipairs({ "xS", "L", "AX1", "AX3", "AX5" }) do
    local greeting = greeting_header { profile = profile.sample, text_size = size, width = 375 }:element("greeting")
    local line_height = greeting.frame.height / #greeting.lines
    expect(line_height >= greeting.font.size):to_be(true)
    expect(greeting.frame.x + greeting.frame.width <= 375):to_be(true)
  end
end)

scenario("the compact greeting wraps too rather than truncating", function()
  local h = greeting_header { profile = profile.sample, text_size = "AX5", width = 375, collapse = 1 }
  local compact = h:element("compact_greeting")
  expect(#compact.lines > 1):to_be(true)
  expect(joined(compact.lines)):to_be("Good morning, Maya")
end)

scenario("nothing leaves the screen at any size and width", function()
  for _, size in ipairs({ "xS", "L", "xxxL", "AX1", "AX5" }) do
    for _, width in ipairs({ 375, 393, 430 }) do
      local h = greeting_header { profile = profile.sample, unread = 120, text_size = size, width = width, pinned = true }
      for _, element in ipairs(h:elements()) do
        expect(element.frame.x >= 0):to_be(true)
        expect(element.frame.x + element.frame.width <= width + 0.01):to_be(true)
      end
    end
  end
end)
