-- Coroutines: resume and yield values both ways, status, wrap, isyieldable, running, close
-- with to-be-closed variables, and errors inside and across them.
local function generator(n)
  return coroutine.wrap(function()
    for i = 1, n do coroutine.yield(i, i * i) end
    return "done"
  end)
end
local gen = generator(3)
print(gen()) print(gen()) print(gen()) print(gen())
print(pcall(gen))

local co = coroutine.create(function(a, b)
  print("start", a, b, coroutine.isyieldable(), coroutine.status(coroutine.running()))
  local c = coroutine.yield(a + b)
  print("got", c)
  local d, e = coroutine.yield(c * 2)
  print("got", d, e)
  return "end", d + e
end)
print(coroutine.status(co), coroutine.isyieldable())
print(coroutine.resume(co, 1, 2))
print(coroutine.status(co))
print(coroutine.resume(co, 10))
print(coroutine.resume(co, 3, 4))
print(coroutine.status(co), coroutine.resume(co))
local _, main = coroutine.running()
print(main)

local failing = coroutine.create(function() local x = nil; return x.field end)
print(coroutine.resume(failing))
print(coroutine.status(failing), coroutine.resume(failing))
local thrower = coroutine.create(function() error({ code = 7 }) end)
local ok, err = coroutine.resume(thrower)
print(ok, type(err), err.code)
local level0 = coroutine.create(function() error("plain", 0) end)
print(coroutine.resume(level0))
print(pcall(coroutine.yield, 1))
print(pcall(coroutine.resume, 5))
print(pcall(coroutine.wrap(function() error("inside wrap") end)))
print(select("#", coroutine.resume(coroutine.create(function() end))))

local order = {}
local closing = coroutine.create(function()
  local handle <close> = setmetatable({}, { __close = function(_, e) order[#order + 1] = "closed:" .. tostring(e) end })
  coroutine.yield("holding")
  order[#order + 1] = "never"
end)
print(coroutine.resume(closing))
print(coroutine.close(closing), coroutine.status(closing), table.concat(order, ","))
print(coroutine.close(coroutine.create(print)))
local broken = coroutine.create(function()
  local h <close> = setmetatable({}, { __close = function() error("close failed", 0) end })
  coroutine.yield()
end)
coroutine.resume(broken)
print(coroutine.close(broken))
print(pcall(coroutine.close, coroutine.running()))

local function deep(n) if n == 0 then return coroutine.yield("bottom") end return deep(n - 1) end
local deep_co = coroutine.create(deep)
print(coroutine.resume(deep_co, 100))
print(coroutine.resume(deep_co, "back up"))

local producer = coroutine.wrap(function()
  for _, word in ipairs({ "alpha", "beta", "gamma" }) do coroutine.yield(word) end
end)
local words = {}
for word in producer do words[#words + 1] = word:upper() end
print(table.concat(words, " "))
local nested = coroutine.wrap(function()
  local inner = coroutine.wrap(function() coroutine.yield("inner") return "inner done" end)
  coroutine.yield(inner())
  coroutine.yield(inner())
end)
print(nested(), nested())
print(coroutine.isyieldable(), coroutine.status(coroutine.create(function() end)))
