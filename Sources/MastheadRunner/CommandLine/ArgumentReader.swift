import MastheadLua

/// Walks a command's arguments: options with values (`--tag smoke`, `--tag=smoke`), flags and
/// positional arguments, with clear errors for anything unknown or missing.
struct ArgumentReader {
    private var remaining: [String]
    let command: String

    init(_ arguments: [String], command: String) {
        remaining = arguments
        self.command = command
    }

    enum Item: Equatable {
        case option(String, inlineValue: String?)
        case positional(String)
    }

    /// The next argument, or nil at the end. After "--" everything is positional.
    mutating func next() -> Item? {
        guard !remaining.isEmpty else { return nil }
        let argument = remaining.removeFirst()
        if argument == "--" {
            let rest = remaining
            remaining = []
            return rest.isEmpty ? nil : .positional(rest.joined(separator: " "))
        }
        guard argument.hasPrefix("--") || (argument.hasPrefix("-") && argument.count == 2) else {
            return .positional(argument)
        }
        if let equals = argument.firstIndex(of: "=") {
            return .option(String(argument[..<equals]), inlineValue: String(argument[argument.index(after: equals)...]))
        }
        return .option(argument, inlineValue: nil)
    }

    /// The value of an option: inline (`--x=v`) or the next argument.
    mutating func value(for option: String, inline: String?, meaning: String) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = remaining.first, !value.hasPrefix("--") else {
            throw UsageError("\(command): \(option) needs \(meaning)")
        }
        remaining.removeFirst()
        return value
    }

    func unknown(_ option: String, known: [String]) -> UsageError {
        UsageError("\(command): unknown option \(option)\(Self.suggestion(option, known))")
    }

    static func suggestion(_ name: String, _ known: [String]) -> String {
        guard let best = SuggestionLookup.closest(to: name, in: known) else { return "" }
        return " (did you mean \(best)?)"
    }
}

/// A command line that cannot be run: exit status 2 with this message.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

typealias SuggestionLookup = Suggestion
