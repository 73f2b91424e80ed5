import MastheadLua
import MastheadRunning
import MastheadText

/// Reading a command line with a command's table: options with values (`--tag smoke`,
/// `--tag=smoke`), flags, short names, positional arguments, and `--`, after which every
/// argument is positional, each on its own. Messages name the option and, for a misspelt one,
/// the nearest that exists.
extension CommandSpec {
    /// The parsed arguments, or nil when help was asked for (`--help`, `-h`).
    func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> Arguments? {
        var parsed = try initial(environment)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                for path in remaining { try takePositional(path, into: &parsed) }
                break
            }
            guard Self.isOption(argument) else {
                try takePositional(argument, into: &parsed)
                continue
            }
            let (name, inline) = Self.split(argument)
            if name == "--help" || name == "-h" { return nil }
            guard let option = option(named: name) else { throw unknown(name) }
            try option.apply(&parsed, try value(of: option, as: name, inline: inline, remaining: &remaining))
        }
        try finish(&parsed)
        return parsed
    }

    /// The text an option takes: inline, the next argument, or nothing for a flag.
    private func value(
        of option: OptionSpec<Arguments>, as name: String, inline: String?, remaining: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        switch option.value {
        case .none:
            if let inline { throw UsageError("\(name) takes no value (got \(name)=\(inline))") }
            return ""
        case .optional(_, let implicit):
            return inline ?? implicit
        case .required(let placeholder):
            if let inline { return inline }
            guard let next = remaining.first, !next.hasPrefix("--") else {
                throw UsageError("\(name) needs a value: \(name) \(placeholder)")
            }
            remaining.removeFirst()
            return next
        }
    }

    private func takePositional(_ argument: String, into parsed: inout Arguments) throws(UsageError) {
        guard let positional else { throw UsageError("unexpected argument \(argument) (\(name) takes only options)") }
        try positional.apply(&parsed, argument)
    }

    /// An unknown option, with the nearest known name, or the one other test runners spell
    /// otherwise (`--grep` is Mocha's and Playwright's `--filter`).
    func unknown(_ name: String) -> UsageError {
        let names = options.flatMap(\.names) + ["--help"]
        let known = OtherRunnersOptions.names[name].flatMap { names.contains($0) ? $0 : nil }
        let nearest = (known ?? Suggestion.closest(to: name, in: names)).map { " (did you mean \($0)?)" } ?? ""
        return UsageError("unknown option \(name)\(nearest)")
    }

    /// `--name`, `--name=value` and `-x` are options; `-` (standard input) and anything else are not.
    static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") || (argument.hasPrefix("-") && argument.count == 2)
    }

    /// "--tag=smoke" → ("--tag", "smoke"); "--tag" → ("--tag", nil).
    static func split(_ argument: String) -> (name: String, inline: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// Options of other test runners (Mocha, Jest, Playwright, pytest), by what they are called here.
enum OtherRunnersOptions {
    static let names = [
        "--grep": "--filter", "-g": "--filter", "--testNamePattern": "--filter", "-t": "--filter",
        "--bail": "--fail-fast", "-x": "--fail-fast", "--exitfirst": "--fail-fast", "--reporters": "--reporter",
        "--workers": "--jobs", "-j": "--jobs", "--update-snapshots": "--record", "-u": "--record",
    ]
}
