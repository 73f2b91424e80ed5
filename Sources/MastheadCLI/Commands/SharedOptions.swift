import MastheadLua

/// Options that several commands take, each written once: the sandbox limits (`masthead run`,
/// `masthead fuzz --scripts`) and the plugin folders.
enum SharedOptions {
    /// `--timeout SECONDS`, `--max-instructions N`, `--max-memory MIB`, showing `defaults`.
    static func limits<Arguments>(
        _ path: WritableKeyPath<Arguments, LuaLimits> & Sendable, defaults: LuaLimits, per unit: String
    ) -> [OptionSpec<Arguments>] {
        let rows: [OptionSpec<LuaLimits>] = [
            .value(
                "--timeout", "SECONDS", .seconds(), default: decimal(defaults.seconds),
                help: "wall-clock limit per \(unit)"
            ) { $0.seconds = $1 },
            .value(
                "--max-instructions", "N", .whole(1...Int.max), default: String(defaults.instructions),
                help: "Lua instruction budget per \(unit)"
            ) { $0.instructions = Int64($1) },
            .value(
                "--max-memory", "MIB", .whole(1...65_536), default: String(defaults.memoryBytes >> 20),
                help: "memory cap per \(unit)'s Lua state"
            ) { $0.memoryBytes = $1 << 20 },
        ]
        return rows.map { $0.pulled(path) }
    }

    /// `--plugins DIR`: another folder of themes and status providers.
    static func plugins<Arguments>(
        help: String = "also load themes and status providers from DIR", default defaultText: String? = nil,
        set: @escaping @Sendable (inout Arguments, String) -> Void
    ) -> OptionSpec<Arguments> {
        .value("--plugins", "DIR", .text, default: defaultText, repeatable: true, help: help) { set(&$0, $1) }
    }

    /// "5", "0.5": a number as people write it.
    static func decimal(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
    }
}
