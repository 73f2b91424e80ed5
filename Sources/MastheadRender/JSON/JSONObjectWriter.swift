/// Prints one JSON object straight into UTF-8 bytes, member by member, exactly as
/// `JSONValue.write(to:indent:)` prints the same object (members whose value is absent left out,
/// as `JSONObjectBuilder` leaves them out).
///
/// For records printed by the thousand: the JSON report's scenario record made a tree of values
/// (an array of members, a `JSONValue` per string) only to walk it once, a tenth of what the
/// parent spent on a scenario. Nested values that are rare (a failure, a property) can still be
/// given as a `JSONValue`.
///
/// ```swift
/// var record = JSONObjectWriter(indent: 0)
/// record.add("name", "bell taps")
/// record.add("steps", strings: ["h:tap(\"bell\")"])
/// record.finish()  // record.bytes: {\n  "name": "bell taps",\n  "steps": [\n    "h:tap(\"bell\")"\n  ]\n}
/// ```
package struct JSONObjectWriter {
    /// What is printed so far (what was given to `init`, then the object).
    package private(set) var bytes: [UInt8]
    /// How deep the object is nested: its members are one level deeper.
    private let indent: Int
    private var isEmpty = true

    /// Starts an object after `prefix` (what precedes it on its first line), with room for
    /// `capacity` bytes in all so that printing does not grow the bytes again and again.
    package init(after prefix: StaticString = "", indent: Int, capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
        bytes.append(literal: prefix)
        self.indent = indent
    }

    package mutating func add(_ key: StaticString, _ text: String?) {
        guard let text else { return }
        beginMember(key)
        JSONValue.appendString(text, to: &bytes)
    }

    package mutating func add(_ key: StaticString, _ number: Double?) {
        guard let number else { return }
        beginMember(key)
        JSONValue.appendNumber(number, to: &bytes)
    }

    package mutating func add(_ key: StaticString, _ flag: Bool) {
        beginMember(key)
        bytes.append(literal: flag ? "true" : "false")
    }

    /// An array of strings, one a line.
    package mutating func add(_ key: StaticString, strings: [String]) {
        beginMember(key)
        guard !strings.isEmpty else { return bytes.append(literal: "[]") }
        for index in strings.indices {
            bytes.append(index == 0 ? 0x5B : 0x2C) // "[" or ","
            appendLineBreak(depth: indent + 2)
            JSONValue.appendString(strings[index], to: &bytes)
        }
        appendLineBreak(depth: indent + 1)
        bytes.append(0x5D) // "]"
    }

    /// Any value, printed at the member's depth.
    package mutating func add(_ key: StaticString, _ value: JSONValue?) {
        guard let value else { return }
        beginMember(key)
        value.write(to: &bytes, indent: indent + 1)
    }

    /// Closes the object: `{}` when no member was added.
    package mutating func finish() {
        guard !isEmpty else { return bytes.append(literal: "{}") }
        appendLineBreak(depth: indent)
        bytes.append(0x7D) // "}"
    }

    /// Ends the previous member's line (or opens the object), and prints the key: a name written
    /// in the source (`"steps"`), with nothing in it to escape, so its bytes go in as they are.
    private mutating func beginMember(_ key: StaticString) {
        bytes.append(isEmpty ? 0x7B : 0x2C) // "{" or ","
        isEmpty = false
        appendLineBreak(depth: indent + 1)
        bytes.append(0x22)
        bytes.append(literal: key)
        bytes.append(literal: "\": ")
    }

    /// A new line indented to `depth` (two spaces a level), one copy from a line made once per
    /// depth: a record breaks some thirty lines, and indenting each by slices of spaces cost
    /// more than the text it printed.
    private mutating func appendLineBreak(depth: Int) {
        if depth < Self.lineBreaks.count {
            bytes.append(contentsOf: Self.lineBreaks[depth])
        } else {
            bytes.append(0x0A)
            JSONValue.appendIndent(depth, to: &bytes)
        }
    }

    /// "\n" and the indentation of each of the first depths.
    private static let lineBreaks: [[UInt8]] = (0..<8).map { depth in
        [0x0A] + [UInt8](repeating: 0x20, count: 2 * depth)
    }
}
