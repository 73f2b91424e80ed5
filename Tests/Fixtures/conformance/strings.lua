local SEED, FIRST, COUNT, PER_SCENARIO, FAULT = 20261023, 1, 2000, 100, 0
-- The differential test of the string library's pattern functions against Debian's lua5.4
-- (Scripts/conformance.py runs it; docs/security.md, "Lua as lua5.4 has it"). The first line is
-- the run's parameters, which the script rewrites: the seed, the first case and how many, how
-- many cases one scenario runs (the reports show at most 64 KiB of a scenario's printed output), and a case to
-- break on purpose inside Masthead only (0: none), which proves a difference is caught.
--
-- Each case is drawn from the seed and its own number (so any case can be replayed alone): a
-- subject, a pattern over a rich alphabet (magic characters, classes and their complements, %z,
-- sets with ranges and negation, %b, %f, captures, position captures, back references, anchors,
-- malformed pieces), an init, a plain flag, a replacement string, table and function and a
-- count. It runs find, match, every gmatch result and gsub with the three replacements, each
-- under pcall, and prints one line: the inputs, then every result or error message, with every
-- byte outside printable ASCII written as \ddd (printed output is text in Masthead's reports).
--
-- The same file runs under lua5.4, where `scenario` is nil and the bodies run at once, and as a
-- Masthead scenario file, one scenario per PER_SCENARIO cases.

-- SplitMix64 in Lua's wrapping 64-bit integers: the same numbers in every Lua 5.4.
local GOLDEN = 0x9E3779B97F4A7C15

local function mix(z)
  z = (z ~ (z >> 30)) * 0xBF58476D1CE4E5B9
  z = (z ~ (z >> 27)) * 0x94D049BB133111EB
  return z ~ (z >> 31)
end

-- A function drawing from 1 to n, for case `index` of the run seeded `seed`.
local function generator(seed, index)
  local state = mix(seed * GOLDEN + index)
  return function(n)
    state = state + GOLDEN
    return (mix(state) >> 1) % n + 1
  end
end

local function pick(draw, list) return list[draw(#list)] end

local SUBJECT_BYTES = {
  "a", "b", "c", "a", "b", "a", "a", "b", "a", "A", "B", "x", "y", " ", " ", "1", "2", "9", "(", ")", "[", "]",
  "%", "-", ".", "^", "$", "*", "+", "?", "_", "=", ",", "\0", "\n", "\t", "\255", "\233", "\128",
}

local CLASSES = {
  "a", "b", "c", "x", "A", "1", " ", ".", ".", "%a", "%A", "%d", "%D", "%l", "%L", "%s", "%S", "%u",
  "%U", "%w", "%W", "%x", "%X", "%p", "%P", "%c", "%C", "%g", "%G", "%z", "%Z", "%.", "%%", "%(",
  "%)", "%[", "%]", "%-", "%^", "%$", "%*", "\0", "\255", "[abc]", "[^abc]", "[a-c]", "[^a-c%d]",
  "[%a_]", "[a-]", "[-a]", "[]]", "[^]]", "[%]]", "[\0-\31]", "[\128-\255]", "[a-c-z]", "[%w%s]",
  "[.]", "[%%]", "[%z]", "[^%z]", "[%Z%s]", "[^%Sa]", "[z-a]", "[%^]", "[a^]",
}

local QUANTIFIERS = { "", "", "", "", "*", "+", "-", "?" }

local SPECIALS = {
  "()", "()", "%b()", "%bab", "%b[]", "%b\0\255", "%f[%a]", "%f[^%a]", "%f[%s]", "%f[%z]",
  "%f[^\0]", "%f[%w_]", "%1", "%1", "%2", "%0", "^", "$",
}

local MALFORMED = {
  "%", "[a", "[^", "[", "[%", "%b", "%ba", "%f", "%fa", "(", ")", "%9", "(()", "%g(", "[a-%]", "%x*(",
  "[]", "[^]", "((((((((((((((((((((((((((((((((((a))))))))))))))))))))))))))))))))))",
}

local function pattern_items(draw, depth)
  local items = {}
  for _ = 1, draw(depth == 0 and 4 or 3) - 1 do
    local roll = draw(100)
    if roll <= 68 then
      items[#items + 1] = pick(draw, CLASSES) .. pick(draw, QUANTIFIERS)
    elseif roll <= 82 and depth < 2 then
      items[#items + 1] = "(" .. pattern_items(draw, depth + 1) .. ")"
    elseif roll <= 97 then
      items[#items + 1] = pick(draw, SPECIALS)
    else
      items[#items + 1] = pick(draw, MALFORMED)
    end
  end
  return table.concat(items)
end

local function subject(draw)
  local roll = draw(100)
  if roll <= 2 then return 12345 end
  if roll <= 3 then return 1.5 end
  local bytes = {}
  for i = 1, draw(14) - 1 do bytes[i] = pick(draw, SUBJECT_BYTES) end
  return table.concat(bytes)
end

local function pattern(draw)
  local roll = draw(200)
  if roll == 1 then return nil end
  if roll == 2 then return 2 end
  local text = pattern_items(draw, 0)
  if draw(5) == 1 then text = "^" .. text end
  if draw(6) == 1 then text = text .. "$" end
  return text
end

local INITS = { 0, 1, 2, 3, -1, -2, -3, 5, 12, 13, 14, 20, -20, math.maxinteger, math.mininteger, 2.0, 2.5, "3", "x" }

local function init(draw)
  if draw(3) == 1 then return nil end
  return pick(draw, INITS)
end

local PLAIN = { nil, true, false, 1 }

local REPLACEMENT_PIECES = { "x", "%0", "%1", "%2", "%3", "%%", "<", ">", "%", "%a", "", "-" }

local function replacement_string(draw)
  local pieces = {}
  for i = 1, draw(4) - 1 do pieces[i] = pick(draw, REPLACEMENT_PIECES) end
  return table.concat(pieces)
end

local REPLACEMENT_TABLE = { a = "A", b = false, x = 1.5, ["1"] = "one", [1] = "first", [2] = 2, ab = {}, [" "] = "_" }

-- What the replacement function does with its captures, by the case's choice.
local FUNCTIONS = {
  function(...) local parts = table.pack(...) for i = 1, parts.n do parts[i] = tostring(parts[i]) end return "<" .. table.concat(parts, "|") .. ">" end,
  function() return nil end,
  function() return false end,
  function(...) return select("#", ...) end,
  function(first) return first end,
  function() return {} end,
  function(first) if first == "b" then error("no b here", 0) end return "!" end,
  function(first) if first == "a" then error({}) end return 2.5 end,
}

local MAXIMA = { nil, nil, nil, 0, 1, 2, 3, -1, 2.5, "2" }

local function quote(text)
  local out = {}
  for i = 1, #text do
    local byte = text:byte(i)
    if byte < 32 or byte > 126 or byte == 92 or byte == 34 then
      out[i] = ("\\%03d"):format(byte)
    else
      out[i] = string.char(byte)
    end
  end
  return '"' .. table.concat(out) .. '"'
end

local function show(value)
  local kind = math.type(value) or type(value)
  if kind == "string" then return quote(value) end
  if kind == "integer" then return tostring(value) end
  if kind == "float" then return ("%.17g"):format(value) .. "f" end
  if kind == "nil" or kind == "boolean" then return tostring(value) end
  return kind -- a table or function: its address differs from run to run
end

local function outcome(ok, ...)
  local parts = { ok and "ok" or "error" }
  for i = 1, select("#", ...) do parts[#parts + 1] = show((select(i, ...))) end
  return table.concat(parts, " ")
end

local function gmatch_all(s, p, start)
  local iterator = string.gmatch(s, p, start)
  local matches = {}
  for _ = 1, 40 do
    local captures = table.pack(iterator())
    if captures.n == 0 then break end
    matches[#matches + 1] = outcome(true, table.unpack(captures, 1, captures.n))
  end
  return "[" .. table.concat(matches, "; ") .. "]"
end

local function run_case(index)
  local draw = generator(SEED, index)
  local s, p, start = subject(draw), pattern(draw), init(draw)
  local plain, replacement = PLAIN[draw(4)], replacement_string(draw)
  local variant, maximum = draw(#FUNCTIONS), MAXIMA[draw(#MAXIMA)]
  if index == FAULT and rawget(_G, "scenario") then s = tostring(s) .. "!" end
  print(table.concat({
    "#" .. index, "s=" .. show(s), "p=" .. show(p), "init=" .. show(start), "plain=" .. show(plain),
    "repl=" .. show(replacement), "f=" .. variant, "n=" .. show(maximum),
    "| find: " .. outcome(pcall(string.find, s, p, start, plain)),
    "| match: " .. outcome(pcall(string.match, s, p, start)),
    "| gmatch: " .. outcome(pcall(gmatch_all, s, p, start)),
    "| gsub-s: " .. outcome(pcall(string.gsub, s, p, replacement, maximum)),
    "| gsub-t: " .. outcome(pcall(string.gsub, s, p, REPLACEMENT_TABLE, maximum)),
    "| gsub-f: " .. outcome(pcall(string.gsub, s, p, FUNCTIONS[variant], maximum)),
  }, " "))
end

local scenario = rawget(_G, "scenario") or function(_, body) body() end
local last = FIRST + COUNT - 1
for first = FIRST, last, PER_SCENARIO do
  local final = math.min(first + PER_SCENARIO - 1, last)
  scenario(("cases %d-%d"):format(first, final), function()
    for index = first, final do run_case(index) end
  end)
end
