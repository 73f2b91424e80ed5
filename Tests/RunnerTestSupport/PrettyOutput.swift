/// What a test reads back from the pretty report: each failure's message and each scenario's
/// duration, by id (`file › name`), and each file that did not load.
package struct PrettyOutput {
    package var failures: [String: String] = [:]
    package var loadProblems: [String: String] = [:]
    package var passed: Set<String> = []
    package var durations: [String: Double] = [:]

    package init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var file: String?
        for (index, line) in lines.enumerated() {
            let message = index + 1 < lines.count ? lines[index + 1].trimmingSpaces : ""
            if line.hasPrefix("✗ could not load ") {
                loadProblems[String(line.dropFirst("✗ could not load ".count))] = message
            } else if line.hasPrefix("✗ ") {
                failures[String(line.dropFirst(2))] = message
            } else if line.hasPrefix("  ✓ ") || line.hasPrefix("  ✗ "), let file {
                let (name, seconds) = Self.nameAndDuration(String(line.dropFirst(4)))
                durations["\(file) › \(name)"] = seconds
                if line.hasPrefix("  ✓ ") { passed.insert("\(file) › \(name)") }
            } else if !line.hasPrefix(" "), line.hasSuffix(".lua") {
                file = line
            }
        }
    }

    /// "an endless loop 2.1 s" → ("an endless loop", 2.1); "x 12 ms" → ("x", 0.012).
    package static func nameAndDuration(_ text: String) -> (String, Double) {
        let parts = text.split(separator: " ")
        guard parts.count >= 3, let value = Double(parts[parts.count - 2]) else { return (text, 0) }
        let seconds = parts.last == "ms" ? value / 1000 : value
        return (parts.dropLast(2).joined(separator: " "), seconds)
    }
}

extension String {
    package var trimmingSpaces: String { String(drop { $0 == " " }) }
}
