import MastheadLua

/// `--timeout SECONDS`, `--max-instructions N` and `--max-memory MIB`: the sandbox limits, read
/// the same way by `masthead run` and `masthead fuzz --scripts`.
enum LimitOptions {
    static let names = ["--timeout", "--max-instructions", "--max-memory"]

    /// Sets the limit `option` names from `text`; a usage error names `command` and the option.
    static func apply(_ option: String, _ text: String, to limits: inout LuaLimits, command: String) throws(UsageError)
    {
        switch option {
        case "--timeout":
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw UsageError("\(command): --timeout takes a positive number of seconds (got \(text))")
            }
            limits.seconds = seconds
        case "--max-instructions":
            guard let count = Int64(text), count > 0 else {
                throw UsageError("\(command): --max-instructions takes a positive whole number (got \(text))")
            }
            limits.instructions = count
        default:
            guard let mebibytes = Int(text), mebibytes > 0, mebibytes <= 65_536 else {
                throw UsageError("\(command): --max-memory takes a whole number of MiB (got \(text))")
            }
            limits.memoryBytes = mebibytes << 20
        }
    }

    static func meaning(of option: String) -> String {
        switch option {
        case "--timeout": return "seconds"
        case "--max-instructions": return "a number of instructions"
        default: return "MiB"
        }
    }
}
