-- Every text follows the Dynamic Type table (facts.md): its style's size at the header's text
-- size. The display faces (greeting 30 pt, scope title 28 pt) scale with largeTitle; the greeting
-- badge's figures stop growing at xxxL and the initials shrink to fit the avatar
-- (docs/greeting-header.md).

-- Point sizes by text size: largeTitle, headline (and body), subheadline, caption1.
local table_ = {
  xS = { 31, 14, 12, 11 }, S = { 32, 15, 13, 11 }, M = { 33, 16, 14, 11 }, L = { 34, 17, 15, 12 },
  xL = { 36, 19, 17, 14 }, xxL = { 38, 21, 19, 16 }, xxxL = { 40, 23, 21, 18 }, AX1 = { 44, 28, 25, 22 },
  AX2 = { 48, 33, 30, 26 }, AX3 = { 52, 40, 36, 32 }, AX4 = { 56, 47, 42, 37 }, AX5 = { 60, 53, 49, 43 },
}
local after_xxxL = { AX1 = true, AX2 = true, AX3 = true, AX4 = true, AX5 = true }

local function expected(element, size, design)
  local row = table_[size]
  local style = element.font.style
  if style == "display" then return design * row[1] / 34 end
  if style == "headline" or style == "body" then return row[2] end
  if style == "subhead" then return row[3] end
  if style == "caption" then return (element.id == "badge" and after_xxxL[size] and table_.xxxL or row)[4] end
end

local function check(h, size, design)
  for _, element in ipairs(h:elements()) do
    if element.font then
      local want = expected(element, size, design)
      expect(want).never:to_be_nil()
      if element.id == "avatar" then
        -- Initials: the subheadline, or 0.4 of a smaller avatar.
        expect(element.font.size <= want + 0.001):to_be(true)
      else
        expect(element.font.size):to_be_near(want, 0.001)
      end
    end
  end
end

property("greeting header: every text is its style's size", function(any)
  local size = any.text_size()
  local h = greeting_header { profile = any.profile(), unread = any.integer(0, 200), text_size = size,
                              width = any.width(), collapse = any.number(0, 1), theme = any.theme() }
  check(h, size, 30)
end)

property("scope header: every text is its style's size", function(any)
  local size = any.text_size()
  local s = scope_header { title = "Reading", scopes = any.scopes(), chips = any.chips(), text_size = size,
                           width = any.width(), selected = {}, theme = any.theme() }
  s:apply(any.steps("scope", 0, 6))
  check(s, size, 28)
end)
