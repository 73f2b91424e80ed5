@testable import MastheadLua

/// Runs `source` in a fresh sandboxed state under `limits` and returns the error it ends with
/// (nil when it ran to the end).
func sandboxError(_ source: String, limits: LuaLimits = .testDefault) -> LuaError? {
    guard let lua = try? LuaState() else { return LuaError(kind: .memory, message: "no state") }
    lua.arm(limits)
    do {
        try lua.run(source, chunkName: "@hostile.lua")
        return nil
    } catch {
        return error
    }
}

/// Runs `source` and returns its first result as a string ("nil" when it returns nothing).
func sandboxResult(_ source: String) throws -> String {
    let lua = try LuaState()
    lua.arm(.testDefault)
    switch try lua.run(source, chunkName: "@probe.lua") {
    case .string(let text): return text
    case .boolean(let flag): return flag ? "true" : "false"
    case .integer(let number): return String(number)
    case .nil: return "nil"
    default: return "?"
    }
}

extension LuaLimits {
    /// Small limits so that runaway tests stop in milliseconds (by count: the wall clock is only
    /// a safety bound, so that a busy machine never fails a test).
    static let testDefault = LuaLimits(instructions: 2_000_000, memoryBytes: 16 << 20, seconds: 60)

    /// A scenario's default counts, with the wall clock only as a safety bound: 300 property runs
    /// in a debug build on a busy machine can take longer than a scenario's 5 s.
    static let scenarioCounted = LuaLimits(
        instructions: scenarioDefault.instructions, memoryBytes: scenarioDefault.memoryBytes, seconds: 60)
}
