/// The limits one piece of script code runs under.
package struct LuaLimits: Sendable, Equatable {
    /// VM instructions (and pattern-matching steps); 0: none.
    package var instructions: Int64
    /// Bytes the state may hold while script code runs; 0: none.
    package var memoryBytes: Int
    /// Wall-clock seconds; 0: none.
    package var seconds: Double

    package init(instructions: Int64, memoryBytes: Int, seconds: Double) {
        self.instructions = instructions
        self.memoryBytes = memoryBytes
        self.seconds = seconds
    }

    /// The defaults for one scenario: generous for any real scenario, quick to stop a runaway.
    package static let scenarioDefault = LuaLimits(
        instructions: 50_000_000, memoryBytes: 64 << 20, seconds: 5)
    package static let unlimited = LuaLimits(instructions: 0, memoryBytes: 0, seconds: 0)

    func describe(_ limit: LuaLimit) -> String {
        switch limit {
        case .instructions: return "instruction limit exceeded (\(instructions) instructions)"
        case .memory: return "memory limit exceeded (\(memoryBytes >> 20) MiB)"
        case .time: return "time limit exceeded (\(formatSeconds(seconds)) s)"
        }
    }

    private func formatSeconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The limit that stopped a script.
package enum LuaLimit: String, Sendable {
    case instructions, memory, time
}
