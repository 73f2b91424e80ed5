import TestSupport
import Testing

@testable import MastheadLua

/// Escape 6 of facts.md: pattern matching inside one C call is charged to the budget.
@Suite struct PatternLimitTests {
    @Test func aBacktrackingBombStopsAtTheInstructionLimit() {
        let started = monotonicSeconds()
        let error = sandboxError(#"return ("a"):rep(40):find(("a*"):rep(40) .. "b")"#)
        #expect(error?.kind == .limit(.instructions))
        #expect(monotonicSeconds() - started < 2)
    }

    @Test func gsubAndGmatchBombsStopToo() {
        #expect(sandboxError(#"return (("a"):rep(30)):gsub(("a*"):rep(30) .. "b", "")"#)?.kind == .limit(.instructions))
        #expect(
            sandboxError(#"for x in (("a"):rep(30)):gmatch(("a*"):rep(30) .. "b") do end"#)?.kind
                == .limit(.instructions))
        #expect(sandboxError(#"return (("a"):rep(30)):match(("a-"):rep(30) .. "b")"#)?.kind == .limit(.instructions))
    }

    @Test func aLongPlainSearchIsCharged() {
        let error = sandboxError(
            #"""
            local hay = ("a"):rep(1 << 20)
            local needle = ("a"):rep(1 << 19) .. "b"
            return hay:find(needle, 1, true)
            """#)
        #expect(error?.kind == .limit(.instructions))
    }

    /// The bounded matcher must behave exactly like Lua's own on ordinary patterns.
    @Test(
        .needs(.lua),
        arguments: [
            #"return ("hello world"):find("o w")"#,
            #"return ("hello world"):find("l+")"#,
            #"return ("key = value"):match("(%w+)%s*=%s*(%w+)")"#,
            #"return ("2026-10-23"):match("^(%d+)-(%d+)-(%d+)$")"#,
            #"return ("THE (quick) fox"):find("%((%a+)%)")"#,
            #"return ("abc"):gsub("%w", "%0%0")"#,
            #"return ("hello world from Lua"):gsub("(%w+) (%w+)", "%2 %1")"#,
            #"return ("abc"):gsub("", "-")"#,
            #"return ("f(a(b)c)d"):match("%b()")"#,
            #"return ("THE (quick) fox"):find("%f[%a]%a+", 5)"#,
            #"local t = {} for k, v in ("a=1, b=2, c=3"):gmatch("(%w+)=(%w+)") do t[#t+1] = k .. v end return table.concat(t, ",")"#,
            #"return ("  trim  "):match("^%s*(.-)%s*$")"#,
            #"return ("x"):find("")"#,
            #"return ("abc"):find("b", -1)"#,
            #"return ("aaa"):match("()a()")"#,
            #"return ("hello"):gsub("l", { l = "L" })"#,
            #"return ("hello"):gsub("l", function(c) return nil end)"#,
            #"return ("abab"):gsub("(a)(b)", "%2%1", 1)"#,
            #"return ("[x]"):match("%[(.-)%]")"#,
            #"return ("a.b.c"):gsub("%.", "/")"#,
            #"return ("caf\195\169"):match("[\128-\255]+")"#,
            // %z and %Z: deprecated in the manual, still matched by Lua 5.4.4 (issue 14).
            #"return ("a\0b"):find("%z")"#,
            #"return ("a\0b"):gsub("%Z", "x")"#,
            #"return ("a\0b\0"):gsub("[%z]", "0")"#,
            #"return ("a\0b"):match("[^%z]+$")"#,
            #"return ("\0\0a"):find("%f[%Z]")"#,
            #"return pcall(string.find, "ab", "%Z(...)[\0%%")"#,
            // Difference 3 of boundmatch.c: %b at the end of the subject reads no byte past it.
            #"return ("(x"):find("%b()"), ("x("):find("%b()", 2), (""):find("%b\0\0")"#,
        ])
    func boundedMatchingAgreesWithLua(_ source: String) throws {
        let expected = try referenceLua(source)
        #expect(try boundedResults(source) == expected)
    }

    @Test func malformedPatternsRaiseLuasErrors() {
        #expect(sandboxError(#"return ("x"):find("%")"#)?.message.contains("malformed pattern (ends with '%')") == true)
        #expect(sandboxError(#"return ("x"):find("[a")"#)?.message.contains("malformed pattern (missing ']')") == true)
        #expect(sandboxError(#"return ("x"):gsub("x", "%2")"#)?.message.contains("invalid capture index %2") == true)
    }

    /// All results joined with "|", as our sandbox gives them.
    private func boundedResults(_ source: String) throws -> String {
        try sandboxResult(
            "local r = table.pack((function() \(source) end)()) for i = 1, r.n do r[i] = tostring(r[i]) end return table.concat(r, '|')"
        )
    }

    /// The same through Debian's lua5.4 interpreter, as the reference.
    private func referenceLua(_ source: String) throws -> String {
        let script =
            "local r = table.pack((function() \(source) end)()) for i = 1, r.n do r[i] = tostring(r[i]) end io.write(table.concat(r, '|'))"
        return try runProcess(OutsideTool.lua.path, ["-e", script])
    }
}
