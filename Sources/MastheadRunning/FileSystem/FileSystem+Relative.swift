/// One file's path as seen from a folder: for links between the files a run writes (the HTML
/// report to the trace pages).
extension FileSystem {
    /// `path` relative to `folder` (`../traces/a.lua/x.html`), both taken from the working
    /// directory when they are relative.
    package static func relativePath(of path: String, from folder: String) -> String {
        let target = components(absolute(path))
        let base = components(absolute(folder))
        var shared = 0
        while shared < min(target.count, base.count) && target[shared] == base[shared] { shared += 1 }
        let up = Array(repeating: "..", count: base.count - shared)
        let parts = up + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A relative path as a URL path: every byte but unreserved ones and `/` percent-encoded.
    package static func urlPath(_ path: String) -> String { percentEncoded(path, keeping: "/") }

    /// Every byte of `text` but the unreserved ones (ASCII letters, digits, `-._~`) and those of
    /// `kept` percent-encoded: for URL paths here and for query values (`QueryString`).
    package static func percentEncoded(_ text: String, keeping kept: String = "") -> String {
        var encoded = ""
        for byte in text.utf8 {
            let isUnreserved =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || "-._~".utf8.contains(byte) || kept.utf8.contains(byte)
            if isUnreserved {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : join(currentDirectory, path)
    }

    private static func components(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(String(part)) }
        }
        return parts
    }
}
