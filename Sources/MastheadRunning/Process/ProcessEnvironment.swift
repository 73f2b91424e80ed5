#if canImport(Glibc)
    import Glibc
#endif

/// The process environment as a dictionary (read once; commands take it as a parameter so tests
/// can pass their own).
package enum ProcessEnvironment {
    package static var current: [String: String] {
        var values: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                values[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return values
    }
}

/// Writes a line to standard error.
package func printError(_ text: String) {
    let output = TextOutput(.standardError)
    output.line(text)
    output.flush()
}
