import MastheadRunning

/// One option of a command, as one row of its table: its names, what follows them, its default,
/// its help line, and what it sets. Parsing, `--help`, the did-you-mean of a misspelt option and
/// the check of docs/cli.md all read the same row, so an option is described once.
///
/// ```swift
/// let jobs = OptionSpec<RunArguments>.value(
///     "--jobs", "N", .whole(1...256), default: "the number of cores", help: "worker processes"
/// ) { $0.options.jobs = $1 }
/// // masthead run --jobs 0 → "masthead run: --jobs takes a whole number from 1 to 256 (got 0)"
/// ```
struct OptionSpec<Arguments>: Sendable {
    /// The long name first (`--output`), then any short one (`-o`).
    let names: [String]
    let value: OptionValue
    /// What it is when not given, as help and docs say it ("5", "the number of cores").
    let defaultText: String?
    let help: String
    /// Whether it can be given more than once, each adding to the last.
    let repeatable: Bool
    /// Sets what the option says from its text ("" for a flag).
    let apply: @Sendable (inout Arguments, String) throws(UsageError) -> Void

    var name: String { names[0] }

    /// How help writes it: `--tag TAG`, `-o, --output FILE`, `--unused-snapshots[=delete]`.
    var synopsis: String { names.dropFirst().map { $0 + ", " }.joined() + name + value.suffix }

    /// Each name with its value, as docs/cli.md writes them: `--output FILE`, `-o FILE`.
    var forms: [String] { names.map { $0 + value.suffix } }

    /// A flag: `--fail-fast`.
    static func flag(
        _ name: String, aliases: [String] = [], help: String, set: @escaping @Sendable (inout Arguments) -> Void
    ) -> Self {
        Self(
            names: [name] + aliases, value: .none, defaultText: nil, help: help, repeatable: false,
            apply: { arguments, _ in set(&arguments) })
    }

    /// An option with a value that `parser` reads: `--jobs N`.
    static func value<Parsed>(
        _ name: String, aliases: [String] = [], _ placeholder: String, _ parser: ValueParser<Parsed>,
        default defaultText: String? = nil, repeatable: Bool = false, help: String,
        set: @escaping @Sendable (inout Arguments, Parsed) throws(UsageError) -> Void
    ) -> Self {
        Self(
            names: [name] + aliases, value: .required(placeholder: placeholder), defaultText: defaultText, help: help,
            repeatable: repeatable,
            apply: { arguments, text throws(UsageError) in try set(&arguments, try parser.read(text, for: name)) })
    }

    /// An option whose value may only follow `=`, and is `implicit` without one: `--unused-snapshots[=delete]`.
    static func optionalValue<Parsed>(
        _ name: String, _ placeholder: String, implicit: String, _ parser: ValueParser<Parsed>, help: String,
        set: @escaping @Sendable (inout Arguments, Parsed) -> Void
    ) -> Self {
        Self(
            names: [name], value: .optional(placeholder: placeholder, implicit: implicit), defaultText: nil,
            help: help, repeatable: false,
            apply: { arguments, text throws(UsageError) in set(&arguments, try parser.read(text, for: name)) })
    }

    /// The same option on a larger arguments type (options shared by several commands).
    func pulled<Outer>(_ path: WritableKeyPath<Outer, Arguments> & Sendable) -> OptionSpec<Outer> {
        let apply = self.apply
        return OptionSpec<Outer>(
            names: names, value: value, defaultText: defaultText, help: help, repeatable: repeatable,
            apply: { outer, text throws(UsageError) in try apply(&outer[keyPath: path], text) })
    }
}

/// What follows an option's name.
enum OptionValue: Sendable, Equatable {
    /// A flag: `--fail-fast`.
    case none
    /// `--tag TAG` or `--tag=TAG`.
    case required(placeholder: String)
    /// `--unused-snapshots` or `--unused-snapshots=delete`: a value only after `=`; `implicit`
    /// when there is none.
    case optional(placeholder: String, implicit: String)

    /// What follows the name in a synopsis: "", " TAG", "[=delete]".
    var suffix: String {
        switch self {
        case .none: return ""
        case .required(let placeholder): return " " + placeholder
        case .optional(let placeholder, _): return "[=\(placeholder)]"
        }
    }
}
