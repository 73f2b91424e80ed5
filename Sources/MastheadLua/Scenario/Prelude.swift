/// The Lua half of the scenario API: `expect` and its matchers, and `print`.
///
/// It runs in every scenario state before the scenario file, compiled once per process (see
/// `PreludeImage`). It receives a table of Swift helpers as its argument and captures the library
/// functions it uses, so a scenario that reassigns globals cannot break it.
enum Prelude {
    static let chunkName = "=[masthead prelude]"

    static let source = #"""
        local native = ...
        local type, pairs, ipairs, tostring, tonumber, error, select, setmetatable, getmetatable, rawequal, rawget, next, pcall =
              type, pairs, ipairs, tostring, tonumber, error, select, setmetatable, getmetatable, rawequal, rawget, next, pcall
        local format, find, sort, concat, abs =
              string.format, string.find, table.sort, table.concat, math.abs
        local math_type = math.type

        -- A stable, readable rendering of any value: strings quoted, tables with sorted keys.
        local describe
        local function key_order(a, b)
          local ta, tb = type(a), type(b)
          if ta ~= tb then return ta < tb end
          if ta == "number" or ta == "string" then return a < b end
          return tostring(a) < tostring(b)
        end
        describe = function(value, depth, seen)
          local kind = type(value)
          if kind == "string" then return (format("%q", value):gsub("\\\n", "\\n")) end
          -- Numbers as Lua prints them: 3 is an integer, 3.0 a float.
          if kind ~= "table" then return tostring(value) end
          depth, seen = depth or 0, seen or {}
          if seen[value] then return "<cycle>" end
          if depth > 4 then return "{…}" end
          seen[value] = true
          local parts, keys, n = {}, {}, #value
          for i = 1, n do parts[#parts + 1] = describe(rawget(value, i), depth + 1, seen) end
          for k in next, value do
            if not (math_type(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
          end
          sort(keys, key_order)
          for _, k in ipairs(keys) do
            local name = (type(k) == "string" and find(k, "^[%a_][%w_]*$")) and k or ("[" .. describe(k, depth + 1, seen) .. "]")
            parts[#parts + 1] = name .. " = " .. describe(rawget(value, k), depth + 1, seen)
          end
          seen[value] = nil
          if #parts == 0 then return "{}" end
          return "{ " .. concat(parts, ", ") .. " }"
        end

        -- Tables are equal when their own contents are (raw: an element table's __index, which
        -- raises for unknown fields, is never asked).
        local function deep_equal(a, b, seen)
          if rawequal(a, b) or a == b then return true end
          if type(a) ~= "table" or type(b) ~= "table" then return false end
          seen = seen or {}
          if seen[a] == b then return true end
          seen[a] = b
          for k, v in next, a do
            if not deep_equal(v, rawget(b, k), seen) then return false end
          end
          for k in next, b do
            if rawget(a, k) == nil then return false end
          end
          return true
        end

        local function is_multiline(a, b)
          return type(a) == "string" and type(b) == "string" and (find(a, "\n", 1, true) or find(b, "\n", 1, true))
        end

        local function fail(message, expected, actual, diff)
          error({ masthead_failure = "assertion", message = message, where = native.where(),
                  expected = expected, actual = actual, diff = diff }, 0)
        end

        -- The shortest decimal that reads back as exactly x.
        local function exact_number(x)
          for digits = 15, 16 do
            local text = format("%." .. digits .. "g", x)
            if tonumber(text) == x then return text end
          end
          return format("%.17g", x)
        end

        local function fail_compare(verb, expected, actual, negated, note)
          local e, a = describe(expected), describe(actual)
          if e == a and type(expected) == "number" and type(actual) == "number" then
            -- 0.3 and 0.1 + 0.2 print alike: show the digits that tell them apart.
            e, a = exact_number(expected), exact_number(actual)
          end
          if negated then
            fail(format("expected %s not to %s %s", a, verb, e), e, a)
          elseif is_multiline(expected, actual) then
            fail(format("expected strings to be equal (%s)", verb), expected, actual, native.diff(expected, actual))
          else
            fail(format("expected %s, got %s%s", e, a, note or ""), e, a)
          end
        end

        local Expectation = {}
        Expectation.__index = Expectation
        Expectation.__name = "expectation"

        local function check(self, holds)
          native.count()
          if self.negated then return not holds end
          return holds
        end

        function Expectation:to_be(expected)
          local value = self.value
          if not check(self, rawequal(value, expected) or value == expected) then
            local note
            if type(expected) == "table" and type(value) == "table" then
              note = deep_equal(value, expected) and " (a different table with the same contents: " or " ("
              note = note .. "to_be compares identity, the same table; to_equal compares contents)"
            end
            fail_compare("be", expected, value, self.negated, note)
          end
          return self
        end

        function Expectation:to_equal(expected)
          if not check(self, deep_equal(self.value, expected)) then
            fail_compare("equal", expected, self.value, self.negated)
          end
          return self
        end

        function Expectation:to_contain(item)
          local value, holds = self.value, false
          if type(value) == "string" and type(item) == "string" then
            holds = find(value, item, 1, true) ~= nil
          elseif type(value) == "table" then
            for _, member in ipairs(value) do
              if member == item or deep_equal(member, item) then holds = true break end
            end
          else
            native.count()
            fail(format("to_contain needs a string or a list, got %s", describe(value)))
          end
          if not check(self, holds) then
            fail(format("expected %s %sto contain %s", describe(value), self.negated and "not " or "", describe(item)),
                 describe(item), describe(value))
          end
          return self
        end

        function Expectation:to_match(pattern)
          local value = self.value
          if type(value) ~= "string" then
            native.count()
            fail(format("to_match needs a string, got %s", describe(value)))
          end
          if not check(self, find(value, pattern) ~= nil) then
            fail(format("expected %s %sto match pattern %s", describe(value), self.negated and "not " or "", describe(pattern)),
                 describe(pattern), describe(value))
          end
          return self
        end

        function Expectation:to_be_near(expected, tolerance)
          tolerance = tolerance or 1e-6
          local value = self.value
          if type(value) ~= "number" or type(expected) ~= "number" then
            native.count()
            fail(format("to_be_near needs numbers, got %s and %s", describe(value), describe(expected)))
          end
          if not check(self, abs(value - expected) <= tolerance) then
            fail(format("expected %s %sto be within %s of %s", describe(value), self.negated and "not " or "",
                        describe(tolerance), describe(expected)), describe(expected), describe(value))
          end
          return self
        end

        function Expectation:to_be_truthy()
          if not check(self, self.value ~= nil and self.value ~= false) then
            fail(format("expected %s %sto be truthy", describe(self.value), self.negated and "not " or ""), nil, describe(self.value))
          end
          return self
        end

        function Expectation:to_be_falsy()
          if not check(self, self.value == nil or self.value == false) then
            fail(format("expected %s %sto be falsy", describe(self.value), self.negated and "not " or ""), nil, describe(self.value))
          end
          return self
        end

        function Expectation:to_be_nil()
          if not check(self, self.value == nil) then
            fail(format("expected %s %sto be nil", describe(self.value), self.negated and "not " or ""), "nil", describe(self.value))
          end
          return self
        end

        function Expectation:to_match_snapshot(name)
          native.count()
          local problem = native.snapshot(self.value, name)
          if problem then
            error({ masthead_failure = problem.failure, message = problem.message, where = native.where(),
                    expected = problem.expected, actual = problem.actual, diff = problem.diff }, 0)
          end
          return self
        end

        -- `expect(v).to_be(x)`, with a dot, passes x as self: each matcher first says so, at the
        -- scenario's line (a tail call, so the guard adds no frame to a failure's place).
        for name, matcher in next, Expectation do
          if type(matcher) == "function" and find(name, "^to_") then
            Expectation[name] = function(self, ...)
              if getmetatable(self) ~= Expectation then
                error(format("%s is a matcher: call it as expect(v):%s(...), with a colon", name, name), 2)
              end
              return matcher(self, ...)
            end
          end
        end

        -- The matchers, for messages: every to_* function, and never.
        local function matcher_names()
          local names = { "never" }
          for name, value in next, Expectation do
            if type(value) == "function" and find(name, "^to_") then names[#names + 1] = name end
          end
          sort(names)
          return names
        end

        -- `never` negates; a matcher is found as it is; anything else is a typo, raised at the
        -- scenario's line with the nearest matchers.
        function Expectation.__index(self, key)
          if key == "never" then
            return setmetatable({ value = rawget(self, "value"), negated = not self.negated }, Expectation)
          end
          local found = rawget(Expectation, key)
          if found ~= nil or key == "value" or type(key) ~= "string" then return found end
          local names = matcher_names()
          error(format("expect(v) has no matcher '%s'%s (matchers: %s)", key, native.suggest(key, names),
                       concat(names, ", ")), 2)
        end

        -- `expect(v):never():to_be(x)`: never is a field, not a method.
        function Expectation.__call()
          error("'never' is not a method: write expect(v).never:to_be(x), with a dot and no brackets", 2)
        end

        expect = function(...)
          if select("#", ...) == 0 then error("expect needs a value (expect(v):to_be(x))", 2) end
          return setmetatable({ value = (...), negated = false }, Expectation)
        end

        print = function(...)
          local parts = {}
          for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
          native.print(concat(parts, "\t"))
        end

        return describe
        """#
}
