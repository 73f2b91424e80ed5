import TestSupport
import Testing

@testable import MastheadLua

/// The sandbox's own `setmetatable`, `load`, `collectgarbage` and `xpcall` (sandbox.c) raise
/// what lua5.4's raise, naming themselves, with positions where Lua gives them; only their
/// refusals have messages of their own (docs/security.md, "Lua as lua5.4 has it").
@Suite struct BaseLibraryMessagesTests {
    @Test(
        .needs(.lua),
        arguments: [
            "return select(2, pcall(setmetatable))",
            "return select(2, pcall(setmetatable, {}, 1))",
            "return select(2, pcall(function() return setmetatable(setmetatable({}, { __metatable = 1 }), {}) end))",
            "return select(2, pcall(load))",
            "return select(2, pcall(load, {}))",
            "return select(2, pcall(load, 'return 1', {}))",
            "return select(2, pcall(function() return load(function() return {} end) end))",
            "return select(2, load('x = ', '=named'))",
            "return load('return ...', '=chunk', 't', nil)(7)",
            "return load('return y', '=chunk', 't', { y = 'from env' })()",
            "return select(2, pcall(collectgarbage, 'nonsense'))",
            "return select(2, pcall(collectgarbage, 'step', 'x'))",
            "return select(2, xpcall(error, function() error('again') end, 'first'))",
            "return select(2, xpcall(function() error('handled') end, function(m) return 'saw ' .. m end))",
        ])
    func messagesAreLuas(_ source: String) throws {
        let reference = try runProcess(
            OutsideTool.lua.path, ["-e", "io.write(tostring((function() \(source) end)()))"])
        #expect(try sandboxResult(source) == reference.replacing("(command line)", with: "probe.lua"))
    }

    @Test func refusalsSayTheyAreTheSandboxs() throws {
        #expect(
            try sandboxResult("return select(2, pcall(collectgarbage, 'stop'))")
                == #"sandbox: collectgarbage("stop") is not allowed"#)
        #expect(
            try sandboxResult("return select(2, pcall(load, 'return 1', 'x', 'b'))")
                == #"sandbox: load accepts text chunks only (mode "t")"#)
        #expect(
            try sandboxResult("return select(2, pcall(setmetatable, {}, { __gc = print }))")
                == "sandbox: __gc metamethods are not allowed (finalizers would run outside the limits)")
    }
}
