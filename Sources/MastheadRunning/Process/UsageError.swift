/// A command line that cannot be run: exit status 2 with this message.
package struct UsageError: Error, Sendable, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
