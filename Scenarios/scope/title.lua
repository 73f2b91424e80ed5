-- The title: the one display moment, 28 pt in the display face, textPrimary, a heading.

local S = require("_scope")

scenario("the title is the display face at 28 points in textPrimary", function()
  local title = S.reading():element("title")
  expect(title.text):to_be("Reading")
  expect(title.font.style):to_be("display")
  expect(title.font.size):to_be(28)
  expect(title.font.weight):to_be("semibold")
  expect(title.color):to_be("textPrimary")
end)

scenario("the title scales with Dynamic Type", function()
  local small = S.reading { text_size = "xS" }:element("title").font.size
  local large = S.reading { text_size = "AX5" }:element("title").font.size
  expect(small < 28):to_be(true)
  expect(large > 28):to_be(true)
end)

scenario("VoiceOver reads the title as a heading", function()
  local title = S.reading():element("title")
  expect(title.traits):to_contain("header")
  expect(title.spoken):to_be("Reading, Heading")
  expect(S.reading():voiceover()[1]):to_be("Reading, Heading")
end)

scenario("a long title wraps instead of being cut, and the header grows", function()
  local short = S.reading()
  local long = S.reading { title = "Everything you saved to read this week, and more", width = 375 }
  local title = long:element("title")
  expect(#title.lines > 1):to_be(true)
  expect(title.frame.x + title.frame.width <= 375 - 16):to_be(true)
  expect(long:json() ~= nil):to_be(true)
  local shortHeight = short:element("scope.for-you").frame.y
  expect(long:element("scope.for-you").frame.y > shortHeight):to_be(true)
end)

scenario("non-Latin titles stay inside the header", function()
  for _, text in ipairs({ "今日のおすすめ記事とニュースのまとめ", "القراءة اليومية للمقالات", "📚 Reading 🎧✨" }) do
    local title = S.reading { title = text, width = 375, text_size = "AX3" }:element("title")
    expect(title.visible):to_be(true)
    expect(title.frame.x >= 0 and title.frame.x + title.frame.width <= 375):to_be(true)
  end
end)

scenario("the title is not a control", function()
  local h = S.reading()
  expect(h:element("title").hit):to_be_nil()
  local ok, err = pcall(h.tap, h, "title")
  expect(ok):to_be(false)
  expect(err):to_contain("title")
  expect(err):to_contain("scope.following")
end)
