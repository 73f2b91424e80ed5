-- The base library and the language around it: errors and their messages (positions, levels,
-- error objects), pcall and xpcall, select, tostring and tonumber, type, assert, metatables and
-- their events, load of text, to-be-closed variables, goto, varargs, integer for loops.
print(pcall(error, "message"))
print(pcall(error, "message", 0))
print(pcall(error, "message", 2))
print(pcall(error))
print(pcall(error, nil))
print(pcall(error, 42))
local function raises() error("from a function") end
print(pcall(raises))
local function level2() error("blame the caller", 2) end
local function caller() level2() end
print(pcall(caller))
print(select("#", pcall(error, setmetatable({}, { __tostring = function() return "custom" end }))))
local object = {}
local ok, same = pcall(error, object)
print(ok, same == object)
print(pcall(function() local t = nil; return t.x end))
print(pcall(function() return undefined_global.x end))
print(pcall(function() local s = "x"; return s.y.z end))
print(pcall(function() local up = nil; return (function() return up.k end)() end))
print(pcall(function() return ({}).a.b end))
print(pcall(function() undefined_function() end))
print(pcall(function() local t = {} t.method() end))
print(pcall(function() return 1 + nil end))
print(pcall(function() return {} < {} end))
print(pcall(function() return {} < 1 end))
print(pcall(function() return #nil end))
print(pcall(function() return -{} end))
print(pcall(function() local a <const> = 1; return a .. {} end))
print(pcall(function() for i = 1, 10, 0 do end end))
print(pcall(function() for i = "a", 2 do end end))
print(pcall(assert, false))
print(pcall(assert, nil, "assertion message"))
print(pcall(assert, 1 == 1, "unused"))
print(pcall(assert))
print(xpcall(function() error("handled") end, function(m) return "handler saw: " .. m end))
print(xpcall(function(a, b) return a + b end, print, 2, 3))
print(xpcall(function() error({ 1, 2 }) end, function(e) return #e end))
print(pcall(xpcall))
print(pcall(xpcall, print))
print(select(2, "a", "b", "c"), select(-1, "a", "b", "c"), select("#"), select("#", nil, nil))
print(pcall(select, 0))
print(pcall(select, -5, 1))
print(tostring(nil), tostring(true), tostring(12), tostring(1.25), tostring("s"), type(print), type(nil))
print(pcall(tostring))
print(tonumber(nil) == nil and "tonumber(nil) raised not" or "", pcall(tonumber))
print(pcall(tonumber, "10", 99))
print(pcall(tonumber, 10, 16))
print(pcall(setmetatable, 1, {}))
print(pcall(setmetatable, {}, 1))
print(pcall(setmetatable))
print(pcall(setmetatable, setmetatable({}, { __metatable = "locked" }), {}))
print(getmetatable(setmetatable({}, { __metatable = "locked" })), ("x").rep == string.rep)
print(pcall(getmetatable))
print(pcall(ipairs))
print(pcall(pairs))
print(pcall(type))

local Vector = {}
Vector.__index = Vector
Vector.__name = "Vector"
Vector.__add = function(a, b) return setmetatable({ x = a.x + b.x }, Vector) end
Vector.__eq = function(a, b) return a.x == b.x end
Vector.__lt = function(a, b) return a.x < b.x end
Vector.__le = function(a, b) return a.x <= b.x end
Vector.__concat = function(a, b) return tostring(a) .. "&" .. tostring(b) end
Vector.__tostring = function(v) return "V(" .. v.x .. ")" end
Vector.__call = function(v, n) return v.x * n end
Vector.__unm = function(v) return setmetatable({ x = -v.x }, Vector) end
Vector.__len = function(v) return v.x end
Vector.__idiv = function() return "idiv" end
Vector.__band = function() return "band" end
Vector.__shl = function() return "shl" end
Vector.__bnot = function() return "bnot" end
local a, b = setmetatable({ x = 1 }, Vector), setmetatable({ x = 2 }, Vector)
print(tostring(a + b), a == b, a < b, a <= b, a > b, a .. b, a .. "s", a(10), tostring(-a), #b, a // b, a & 1, 1 << a, ~a)
print(rawequal(a, setmetatable({ x = 1 }, Vector)), a == setmetatable({ x = 1 }, Vector))
local named = setmetatable({}, { __name = "Named" })
print(pcall(function() return named + 1 end))
print(pcall(function() return named.x.y end))
local counter = setmetatable({}, { __index = function(_, k) return k .. "!" end, __newindex = function(t, k, v) rawset(t, k, v * 2) end })
counter.value = 21
print(counter.value, counter.other, rawget(counter, "other"))
local chain = setmetatable({}, { __index = setmetatable({ inherited = "yes" }, { __index = function() return "deep" end }) })
print(chain.inherited, chain.anything)

print(load("return 1 + 1")())
print(load("syntax error here"))
print(load("return ...", "=chunk")(4, 5))
print(load("x = ", "=named"))
print(type(load("error('in loaded code')", "@loaded.lua")))
print(pcall(load("error('in loaded code')", "@loaded.lua")))
print(pcall(load("error('in loaded code')", "=(my chunk)")))
local env = { y = 5 }
print(load("return y", "env", "t", env)())
local pieces = { "return ", "'from'", " .. ' a reader'" }
local i = 0
print(load(function() i = i + 1 return pieces[i] end)())
print(pcall(load, 5))
print(pcall(load))
print(pcall(load, function() return {} end))
print(select("#", load("return 1", "=name", "t", nil)), pcall(load("return y", "=name", "t", nil)))
print(pcall(function() return load(function() return {} end) end))
print(pcall(function() return setmetatable(setmetatable({}, { __metatable = 1 }), {}) end))

local log = {}
do
  local first <close> = setmetatable({}, { __close = function() log[#log + 1] = "first" end })
  local second <close> = setmetatable({}, { __close = function() log[#log + 1] = "second" end })
  local nothing <close> = nil
end
print(table.concat(log, ","))
print(pcall(function() local bad <close> = {} end))
print(pcall(function()
  local c <close> = setmetatable({}, { __close = function(_, e) log[#log + 1] = "saw " .. tostring(e) end })
  error("boom", 0)
end), log[#log])

for index = 1, 3 do
  for inner = 1, 3 do
    if inner == 2 then goto continue end
    log[#log + 1] = index .. inner
    ::continue::
  end
end
print(table.concat(log, " "))
local function count(...) return select("#", ...), ... end
print(count(), count(nil), count(1, nil, 3), (count(1, 2)))
local collected = {}
for n = math.maxinteger - 2, math.maxinteger do collected[#collected + 1] = n end
for n = 1.0, 2.0, 0.5 do collected[#collected + 1] = n end
for n = 3, 1, -1 do collected[#collected + 1] = n end
print(table.concat(collected, " "))
print(pcall(collectgarbage, "count") and "count works", collectgarbage("isrunning"), collectgarbage("step") ~= nil, collectgarbage())
print(pcall(collectgarbage, "nonsense"))
print(string.format("%s %s", pcall(string.rep, "x", -1)))
