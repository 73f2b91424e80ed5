-- The utf8 library: encoding, decoding, lengths, offsets, iteration, and invalid input
-- (reported by byte position and as errors, printed as numbers and messages).
print(utf8.char(72, 228, 8364, 128512), utf8.char(), #utf8.char(0x7FFFFFFF), utf8.charpattern)
print(utf8.codepoint("häll€", 1, -1))
print(utf8.len("häll€"), utf8.len(""), utf8.len("abc", 2), utf8.len("abc", 4), utf8.len("häll€", -3))
print(utf8.len("a\255b"), utf8.len("\xE4", 1), utf8.len("\xed\xa0\x80"), utf8.len("\xed\xa0\x80", 1, -1, true))
print(utf8.offset("häll€", 3), utf8.offset("häll€", -1), utf8.offset("häll€", 0, 3), utf8.offset("abc", 5), utf8.offset("abc", 4))
local points = {}
for position, code in utf8.codes("aé😀z") do points[#points + 1] = position .. ":" .. code end
print(table.concat(points, " "))
print(pcall(function() for _ in utf8.codes("a\255") do end end))
print(pcall(utf8.codepoint, "\255"))
print(pcall(utf8.codepoint, "abc", 4))
print(pcall(utf8.char, -1))
print(pcall(utf8.char, 0x80000000))
print(pcall(utf8.offset, "häll€", 1, 3))
print(pcall(utf8.len, "abc", 5))
print(utf8.codepoint("\u{7FFFFFFF}", 1, 1, true), pcall(utf8.codepoint, "\u{7FFFFFFF}"))
print(#"\u{10FFFF}", #"\u{110000}", ("\u{48}\u{49}"))
local names = { "Zoë", "Ωmega", "שלום", "مرحبا", "👩‍👩‍👧", "🇫🇷" }
for _, name in ipairs(names) do
  print(name, #name, utf8.len(name), utf8.codepoint(name, 1), utf8.offset(name, 2))
end
local count = 0
for _ in ("añb😀"):gmatch(utf8.charpattern) do count = count + 1 end
print(count, ("añb"):upper(), ("ÀB"):lower())
