/// A Lua error returned to Swift: what went wrong, where, and the Lua traceback.
package struct LuaError: Error, Sendable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// The chunk did not compile.
        case syntax
        /// The script raised an error (or a Swift callback threw one).
        case runtime
        /// A limit of the sandbox stopped the script.
        case limit(LuaLimit)
        /// The system, not the sandbox, ran out of memory.
        case memory
        /// The error handler itself failed.
        case handler
    }

    package var kind: Kind
    /// The message, including Lua's `file:line:` prefix when it has one.
    package var message: String
    /// Where the error was raised, when the message or the traceback tells.
    package var location: SourceLocation?
    /// Lua's traceback at the point of the error, when one was taken.
    package var traceback: String?
    /// When the error value was a table: its string and number fields (assertion failures carry
    /// `message`, `expected`, `actual`, `diff` this way).
    package var fields: [String: String]

    package init(
        kind: Kind, message: String, location: SourceLocation? = nil, traceback: String? = nil,
        fields: [String: String] = [:]
    ) {
        self.kind = kind
        self.message = message
        self.location = location ?? SourceLocation(prefixOf: message)
        self.traceback = traceback
        self.fields = fields
    }

    package var isLimit: Bool {
        if case .limit = kind { return true }
        return false
    }

    /// The message without Lua's `file:line:` prefix (the one `location` was read from; a
    /// location found in the traceback leaves the message whole).
    package var reason: String {
        guard let location, message.hasPrefix(location.description + ":") else { return message }
        return String(message.dropFirst(location.description.count + 1)).trimmingLeadingSpaces()
    }

    package var description: String { message }
}

/// A place in a script: `Scenarios/home.lua:12`.
package struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    package var file: String
    package var line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// Reads the `file:line:` prefix Lua puts on error messages.
    package init?(prefixOf message: String) {
        let utf8 = Array(message.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: ":") {
                var end = index + 1
                while end < utf8.count, utf8[end] >= 48, utf8[end] <= 57 { end += 1 }
                if end > index + 1, end < utf8.count, utf8[end] == UInt8(ascii: ":"), index > 0 {
                    file = String(decoding: utf8[0..<index], as: UTF8.self)
                    line = Int(String(decoding: utf8[(index + 1)..<end], as: UTF8.self)) ?? 0
                    return
                }
            }
            if utf8[index] == UInt8(ascii: "\n") { return nil }
            index += 1
        }
        return nil
    }

    package var description: String { "\(file):\(line)" }
}

extension String {
    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}
