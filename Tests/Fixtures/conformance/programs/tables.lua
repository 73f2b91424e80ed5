-- The table library: insert, remove, concat, sort (with and without a comparison), pack,
-- unpack, move, and the messages of their misuses; the length operator on sequences.
local function list(t, n)
  local parts = {}
  for i = 1, n or #t do parts[i] = tostring(t[i]) end
  return "{" .. table.concat(parts, ",") .. "}"
end

local t = { 10, 20, 30 }
table.insert(t, 40)
table.insert(t, 1, 5)
table.insert(t, 3, 15)
print(list(t), #t)
print(table.remove(t), table.remove(t, 1), table.remove(t, 2), list(t))
print(table.remove({}), table.remove({}, 0), #t)
print(pcall(table.insert, t, 10, 1))
print(pcall(table.insert, t, 1, 2, 3))
print(pcall(table.remove, t, 10))
print(table.concat({ 1, 2, 3 }, ", "), table.concat({}, "x"), table.concat({ "a", "b", "c" }, "-", 2, 3))
print(pcall(table.concat, { 1, {}, 3 }))
print(pcall(table.concat, { 1, 2 }, ",", 1, 3))

local words = { "pear", "apple", "fig", "banana", "cherry", "date", "elderberry", "grape" }
table.sort(words)
print(list(words))
table.sort(words, function(a, b) return #a < #b or (#a == #b and a < b) end)
print(list(words))
local numbers = {}
for i = 1, 100 do numbers[i] = (i * 37) % 101 end
table.sort(numbers, function(a, b) return a > b end)
print(numbers[1], numbers[50], numbers[100])
print(pcall(table.sort, { 3, 1, "x" }))
print(pcall(table.sort, { 1, 2, 3 }, function() return true end))

local packed = table.pack(1, nil, 3, nil)
print(packed.n, packed[1], packed[2], packed[3], packed[4])
print(table.unpack({ 1, 2, 3 }), table.unpack({ 1, 2, 3 }, 2), table.unpack({ 1, 2, 3 }, 2, 5))
print(select("#", table.unpack({}, 1, 0)), pcall(table.unpack, {}, 1, 1e8))
print(list(table.move({ 1, 2, 3, 4, 5 }, 2, 4, 1), 5), list(table.move({ 1, 2, 3 }, 1, 3, 3), 5))
print(list(table.move({ 1, 2, 3 }, 1, 3, 1, {}), 3))
print(pcall(table.move, {}, 1, math.maxinteger, 2))

local proxy = setmetatable({}, {
  __index = function(_, i) if i <= 3 then return i * 100 end end,
  __len = function() return 3 end,
})
print(#proxy, table.concat(proxy, "+"), table.unpack(proxy))
local log = {}
local recorder = setmetatable({}, { __newindex = function(t, k, v) log[#log + 1] = k .. "=" .. tostring(v) rawset(t, k, v) end })
table.insert(recorder, "a")
table.insert(recorder, "b")
print(table.concat(log, " "), rawlen(recorder))
print(#{ 1, 2, 3, nil }, #{ n = 1 }, rawlen({ 1, 2 }), rawlen("abcd"))
print(pcall(rawlen, 5))

local keys = {}
for k in pairs({ alpha = 1, beta = 2, gamma = 3, [1] = "x", [2] = "y" }) do keys[#keys + 1] = tostring(k) end
table.sort(keys)
print(table.concat(keys, " "))
local seen = {}
for i, v in ipairs({ "a", "b", nil, "d" }) do seen[#seen + 1] = i .. v end
print(table.concat(seen, " "))
print(next({}), next({ 7 }), pcall(next, {}, "missing"))
print(rawequal(t, t), rawequal({}, {}), rawget({ 5 }, 1), rawset({}, "k", "v").k)
print(pcall(rawset, {}, nil, 1))
print(pcall(rawset, {}, 0 / 0, 1))
local big = {}
for i = 1, 1000 do big[i] = i end
for i = 1, 500 do big[i * 2] = nil end
print(big[999], big[1000])
