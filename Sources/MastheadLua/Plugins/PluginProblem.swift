/// A problem with a plugin file, where it is and what is wrong:
/// `Plugins/themes/bad.lua:4: colors.accnt: unknown token (did you mean 'accent'?)`.
package struct PluginProblem: Error, Sendable, Equatable, CustomStringConvertible {
    package var location: SourceLocation
    /// What is wrong, led by the token path when there is one ("colors.accnt: unknown token").
    package var message: String

    package init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    package var description: String { "\(location): \(message)" }

    /// The problem a Lua error stands for (syntax, runtime error, limit), at its line or, when it
    /// has none, at the first line of `file`.
    init(_ error: LuaError, file: String) {
        self.init(location: error.location ?? SourceLocation(file: file, line: 1), message: error.reason)
    }
}

/// A problem found while reading a declaration, at a token path (`["colors", "accnt"]`); the
/// loader turns the path into a line of the file (see `TokenLines`).
struct PluginDiagnostic: Sendable, Equatable {
    /// The keys leading to the token; empty for the declaration as a whole.
    var path: [String]
    var message: String

    /// "colors.accnt: unknown token", or the bare message for the declaration as a whole.
    var text: String {
        path.isEmpty ? message : path.joined(separator: ".") + ": " + message
    }
}
