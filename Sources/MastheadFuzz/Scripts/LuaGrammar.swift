/// Random Lua from a small grammar, aimed at the sandbox's edges: endless and huge loops (also
/// inside coroutines, pcall and xpcall), deep recursion and nesting, huge strings and tables,
/// metatables with looping or raising metamethods, errors whose value is a table, nil or a
/// thing with a looping `__tostring`, pathological patterns, `load` of text and bytecode, the
/// removed libraries, and the scenario API called with odd arguments.
struct LuaGrammar {
    var random: FuzzRandom
    private var variables = 0

    init(random: FuzzRandom) { self.random = random }

    /// A scenario file: some top-level code, then one to three scenarios (names may repeat).
    mutating func scenarioFile() -> String {
        var text = ""
        for _ in 0..<random.int(in: 0...2) { text += statement(depth: 2) + "\n" }
        for index in 0..<random.int(in: 1...3) {
            let name = random.chance(0.1) ? "same" : "generated \(index)"
            let tags = random.chance(0.2) ? ", { tags = { \"fuzz\" } }" : ""
            text += "scenario(\"\(name)\"\(tags), function()\n\(block(depth: 0))\nend)\n"
        }
        return text
    }

    /// A plugin file: a theme with odd tokens, or a status provider whose function is random code.
    mutating func pluginFile() -> String {
        let name = random.pick(["fuzzed", "default", "midnight", "x", ""])
        if random.chance(0.5) {
            let colour = random.pick([
                "\"#112233\"", "\"#GGGGGG\"", "\"#11223344\"", "1", "nil", "{}", "(\"#\"):rep(1e6)",
            ])
            return """
                return theme {
                  name = "\(name)", extends = \(random.pick(["\"default\"", "\"fuzzed\"", "nil", "42"])),
                  colors = { bg = \(colour), accent = \(colour), textPrimary = "#000000" },
                  type = { face = \(expression(depth: 2)), displayWeight = "bold" },
                  radius = { md = \(expression(depth: 2)) },
                }
                """
        }
        return """
            \(statement(depth: 2))
            return status_provider {
              name = "\(name)",
              status = function(ctx)
            \(block(depth: 1))
                return \(expression(depth: 2))
              end,
            }
            """
    }

    mutating func block(depth: Int) -> String {
        (0..<random.int(in: 1...4)).map { _ in statement(depth: depth) }.joined(separator: "\n")
    }

    mutating func statement(depth: Int) -> String {
        if depth > 3 { return simpleStatement() }
        switch random.index(16) {
        case 0: return "while \(random.pick(["true", "1", "v1 ~= nil or true"])) do \(block(depth: depth + 1)) end"
        case 1:
            return
                "for i = 1, \(random.pick(["10", "1e6", "math.maxinteger", "1/0", "-1", "0/0"])) do \(block(depth: depth + 1)) end"
        case 2: return "repeat \(block(depth: depth + 1)) until \(random.pick(["false", "true", "v1"]))"
        case 3:
            return "if \(expression(depth: depth)) then \(block(depth: depth + 1)) else \(block(depth: depth + 1)) end"
        case 4: return "pcall(function() \(block(depth: depth + 1)) end)"
        case 5:
            return
                "xpcall(function() \(block(depth: depth + 1)) end, function(m) \(block(depth: depth + 1)) return m end)"
        case 6:
            return
                "local co = coroutine.wrap(function(...) \(block(depth: depth + 1)) coroutine.yield(1) end) pcall(co) pcall(co)"
        case 7:
            let metamethod = random.pick([
                "__index", "__newindex", "__call", "__tostring", "__len", "__eq", "__lt", "__concat", "__close", "__gc",
                "__mode", "__metatable",
            ])
            return
                "local m = setmetatable({}, { \(metamethod) = function(...) \(block(depth: depth + 1)) end }) pcall(function() return tostring(m), #m, m .. \"\", m(), m.x, m < m end)"
        case 8:
            return
                "local function f\(depth)(n) \(block(depth: depth + 1)) return f\(depth)(n + 1) end pcall(f\(depth), 1)"
        default: return simpleStatement()
        }
    }

    /// A statement that does one hostile thing.
    mutating func simpleStatement() -> String {
        variables += 1
        let name = "v\(variables % 4 + 1)"
        switch random.index(10) {
        case 0...2: return "local \(name) = \(expression(depth: 0))"
        case 3: return "\(name) = \(expression(depth: 0))"
        case 4: return random.pick(Self.hostileStatements)
        case 5: return random.pick(Self.escapes)
        case 6: return random.pick(Self.apiCalls)
        case 7: return "print(\(expression(depth: 1)))"
        case 8: return "error(\(random.pick(Self.oddErrors)))"
        default: return "local ok, e = pcall(error, \(random.pick(Self.oddErrors))) print(ok)"
        }
    }

    mutating func expression(depth: Int) -> String {
        if depth > 3 { return random.pick(Self.atoms) }
        switch random.index(12) {
        case 0:
            return
                "(\(expression(depth: depth + 1)) \(random.pick(["+", "..", "*", "//", "%", "^", "==", "<", "and", "or", "&", "<<"])) \(expression(depth: depth + 1)))"
        case 1: return "#\(expression(depth: depth + 1))"
        case 2: return "{ \(expression(depth: depth + 1)), x = \(expression(depth: depth + 1)) }"
        case 3: return "function(...) \(statement(depth: depth + 2)) return ... end"
        case 4: return random.pick(Self.hostileExpressions)
        case 5 where random.chance(0.3): return deepNesting()
        case 6: return "tostring(\(expression(depth: depth + 1)))"
        case 7: return "select('#', \(expression(depth: depth + 1)))"
        default: return random.pick(Self.atoms)
        }
    }

    /// Nesting past what the parser allows: brackets, tables, functions, or a string of them.
    mutating func deepNesting() -> String {
        let depth = random.weighted([(4, 5), (3, 50), (2, 150), (1, 199), (1, 250), (1, 10_000)])
        switch random.index(3) {
        case 0: return String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        case 1: return String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        default: return String(repeating: "- ", count: depth) + "1"
        }
    }

    static let atoms = [
        "nil", "true", "false", "0", "-0.0", "1/0", "-1/0", "0/0", "math.maxinteger", "math.mininteger", "2^53",
        "1e308",
        "\"\"", "\"x\"", "\"\\0\"", "\"\\xff\\xfe\"", "\"\\u{10FFFF}\"", "v1", "v2", "v3", "v4", "{}", "print",
        "string", "_G", "_ENV", "profile.sample", "scope_header.sample_scopes",
    ]

    static let hostileExpressions = [
        "(\"x\"):rep(1e9)", "string.rep(\"ab\", 2^31)", "(\"x\"):rep(1e7):rep(100)",
        "(\"a\"):rep(5e5):find((\"a*\"):rep(30) .. \"b\")",
        "string.find((\"a\"):rep(1e5), \".-.-.-.-.-.-b\")", "string.match((\"ab\"):rep(1e4), \"(.-)%1$\")",
        "string.gsub((\"x\"):rep(1e5), \"x\", \"yy\")", "string.format(\"%099d\", 1)",
        "string.format(\"%s\", setmetatable({}, { __tostring = function() while true do end end }))",
        "table.concat({ (\"x\"):rep(1e6), (\"x\"):rep(1e6) }, (\"y\"):rep(1e6))", "table.unpack({}, 1, 1e7)",
        "load(\"return 1\")", "load(string.char(27) .. \"LuaT\\0\\25\\147\\r\\n\\26\\n\")",
        "load(\"return 1\", \"x\", \"b\")",
        "load(function() return nil end)",
        "load(coroutine.wrap(function() while true do coroutine.yield(\"x\") end end))",
        "getmetatable(\"\")", "getmetatable(\"\").__index", "coroutine.running()", "coroutine.isyieldable()",
        "utf8.char(0x7FFFFFFF)", "utf8.len(\"\\xff\")", "math.tointeger(2^63)", "math.floor(0/0)", "math.random(0)",
        "rawlen(_G)", "next({}, \"nope\")", "string.char(256)", "(\"x\"):byte(-1e9, 1e9)", "collectgarbage(\"count\")",
    ]

    static let hostileStatements = [
        "while true do end", "repeat until false", "for i = 1, math.maxinteger do end",
        "local t = {} for i = 1, 1e8 do t[i] = (\"x\"):rep(100) end",
        "local s = \"x\" while true do s = s .. s end",
        "local function r(n) return 1 + r(n + 1) end r(1)",
        "local function r(n) return r(n + 1) end r(1)",
        "local co = coroutine.wrap(function() while true do end end) co()",
        "local co = coroutine.create(function() while true do coroutine.yield() end end) while true do coroutine.resume(co) end",
        "while true do pcall(function() while true do end end) end",
        "while true do pcall(error, {}) end",
        "xpcall(function() while true do end end, function() while true do end end)",
        "xpcall(error, function(m) return xpcall(error, function() while true do end end) end)",
        "setmetatable({}, { __gc = function() while true do end end })",
        "local t <close> = setmetatable({}, { __close = function() while true do end end })",
        "local t = setmetatable({}, { __index = function(t, k) return t[k] end }) local x = t.x",
        "string.rep(\"x\", 1e8):rep(1e8)", "for w in ((\"a \"):rep(1e6)):gmatch(\"%a+\") do end",
        "collectgarbage(\"stop\")", "collectgarbage(\"generational\")", "collectgarbage(\"step\", 1e9)",
        "_ENV = nil", "_G._G = nil", "rawset(_G, \"scenario\", nil)", "string.find = nil",
        "local f = load(string.rep(\"x = 1 \", 1e5)) if f then f() end",
        "scenario(\"inner\", function() end)", "clock.set(\"99999-01-01 00:00\")", "clock.advance(1e300)",
    ]

    static let escapes = [
        "local f = io.open(\"/etc/passwd\")", "os.execute(\"true\")", "os.exit(1)", "debug.sethook()",
        "package.loadlib(\"libc.so.6\", \"system\")",
        "require(\"os\")", "require(\"io\")", "require(\"../../etc/passwd\")", "require(\"_scope\")",
        "string.dump(print)",
        "dofile(\"/etc/passwd\")", "loadfile(\"/etc/passwd\")", "getmetatable(\"\").__index = {}",
        "setmetatable(\"\", {})",
        "debug = nil print(debug.getinfo(1))", "local lib = package or {} print(lib.path)",
    ]

    static let oddErrors = [
        "", "nil", "{}", "setmetatable({}, { __tostring = function() while true do end end })",
        "setmetatable({}, { __tostring = function() error(\"again\") end })",
        "setmetatable({}, { __tostring = function() return {} end })",
        "coroutine.create(print)", "print", "0/0", "(\"e\"):rep(1e7)", "true", "{ masthead_failure = \"assertion\" }",
    ]

    static let apiCalls = [
        "local h = greeting_header { profile = profile.sample } h:advance(1e300)",
        "local h = greeting_header { profile = profile.sample } h:advance(0/0)",
        "local h = greeting_header { profile = profile.sample } h:notify(math.maxinteger) h:notify(math.maxinteger)",
        "local h = greeting_header { profile = profile { name = (\"W\"):rep(1e5) }, width = 1 } h:text()",
        "local h = greeting_header { unread = math.maxinteger, width = 2000 } h:set { collapse = 0.5 } h:svg()",
        "local h = greeting_header {} h:tap(nil)", "local h = greeting_header {} h:tap(\"bell\") h:tap(\"bell\")",
        "greeting_header(nil)", "greeting_header { width = 0/0 }", "greeting_header { text_size = {} }",
        "greeting_header { on_search = function(h) while true do end end }:tap(\"search_field\")",
        "local s = scope_header { title = \"T\", scopes = scope_header.sample_scopes } s:tap(\"scope.saved\") s:json()",
        "local list = {} for i = 1, 300 do list[i] = scope { id = \"s\" .. i, title = (\"T\"):rep(i) } end scope_header { title = \"T\", scopes = list }:text()",
        "scope_header { title = \"T\", scopes = { scope { id = \"a\", title = \"A\" }, scope { id = \"a\", title = \"B\" } } }",
        "scope_header { title = \"T\", scopes = {}, on_filters = function(h) h:tap(\"filters\") end }:tap(\"filters\")",
        "expect(nil):to_equal(setmetatable({}, { __eq = function() while true do end end }))",
        "expect((\"x\"):rep(1e6)):to_be((\"y\"):rep(1e6))", "expect(1):to_match(\"(\")",
        "expect(profile.sample):to_equal(profile.sample)",
        "local h = greeting_header {} expect(h):to_match_snapshot((\"x\"):rep(300))",
        "clock.set(\"2026-02-30 00:00\")", "clock.set(\"-1-01-01 00:00\")", "clock.advance(-1)",
        "print((\"x\"):rep(1e6)) print((\"x\"):rep(1e6))", "for i = 1, 1e5 do print(i) end",
    ]
}
