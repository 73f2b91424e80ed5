/// Turns a scenario name or a snapshot name into a part of a file name that is safe on every
/// file system (no separators, no case-only differences, no dots) and unique.
///
/// A name made only of lowercase ASCII letters, digits and `_`, in words separated by single
/// spaces, keeps its words and gets dashes for the spaces: `"badge rolls up"` → `badge-rolls-up`.
/// Every other name (capitals, punctuation, a literal `-`, accents, more than 60 characters) is
/// lossy to spell that way, so it gets the same readable form plus `~` and eight hex digits of a
/// hash of its exact UTF-8 bytes: `"Filters opens the sheet"` → `filters-opens-the-sheet~5d1c0a7e`.
/// The two kinds never meet (only the second holds `~`), so two names share a slug only if their
/// 32-bit hashes collide as well as their readable forms.
package enum SnapshotName {
    static let maximumLength = 60

    package static func slug(_ name: String) -> String {
        if isPlain(name) { return name.replacingSpaces() }
        var readable = ""
        for byte in name.utf8 {
            let lowered = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            if isWordByte(lowered) {
                readable.unicodeScalars.append(Unicode.Scalar(lowered))
            } else if !readable.isEmpty && !readable.hasSuffix("-") {
                readable.append("-")
            }
        }
        while readable.hasSuffix("-") { readable.removeLast() }
        if readable.count > maximumLength - 12 {
            readable = String(readable.prefix(maximumLength - 12))
            while readable.hasSuffix("-") { readable.removeLast() }
        }
        return readable + "~" + hash(name)
    }

    /// Lowercase words of letters, digits and `_`, single spaces between them, not too long.
    static func isPlain(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= maximumLength else { return false }
        var previousWasSpace = true
        for byte in name.utf8 {
            if byte == 0x20 {
                if previousWasSpace { return false }
                previousWasSpace = true
            } else if isWordByte(byte) {
                previousWasSpace = false
            } else {
                return false
            }
        }
        return !previousWasSpace
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
    }

    /// FNV-1a (32 bits) of the name's UTF-8 bytes, as eight lowercase hex digits.
    static func hash(_ name: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in name.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

extension String {
    fileprivate func replacingSpaces() -> String {
        String(map { $0 == " " ? "-" : $0 })
    }
}
