/// A request's head as the preview server reads it: the request line and the header fields, parsed
/// strictly, since whatever is odd in a request to a local preview is more likely an attack than a
/// client the preview must humour.
///
/// ```
/// GET /events HTTP/1.1\r\n        method, origin-form target, HTTP/1.0 or HTTP/1.1
/// Host: 127.0.0.1:4545\r\n        names are tokens, no space before the colon
/// \r\n                            the end; a body is refused (the preview takes none)
/// ```
///
/// Refused with 400: a bare CR or LF, a folded line, a name that is not a token, a target that is
/// not a path (absolute-form, `*`), a body (`Content-Length` other than 0, `Transfer-Encoding`).
/// 505 for another HTTP version; 431 (`HTTPHeadReader`) for a head over `limit` bytes.
struct HTTPRequestHead: Equatable {
    var method: String
    /// The path, without its query.
    var path: String
    /// What follows the path's `?`, as sent (`QueryString` reads it); empty when there is none.
    var query: String = ""
    var version: String
    /// Every field in order, names lowercased.
    var fields: [Field]

    struct Field: Equatable {
        let name: String
        let value: String
    }

    /// The largest head read: a browser's requests to the preview are well under 2 KiB.
    static let limit = 16_384

    /// Every value of the field `name` (lowercase), in order.
    func values(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

    /// Where the head ends in `bytes` (just past its blank line), or nil while it has not.
    static func end(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count
        where bytes[index] == 10 && bytes[index - 1] == 13 && bytes[index - 2] == 10 && bytes[index - 3] == 13 {
            return index + 1
        }
        return nil
    }

    /// The head in `bytes` (which end with its blank line).
    init(parsing bytes: ArraySlice<UInt8>) throws(HTTPRefusal) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw HTTPRefusal(400, "the request head is not UTF-8")
        }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        while lines.last == "" { lines.removeLast() }
        guard let requestLine = lines.first else { throw HTTPRefusal(400, "an empty request") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, Self.isToken(parts[0]) else { throw HTTPRefusal(400, "a malformed request line") }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            throw HTTPRefusal(505, "HTTP/1.1 only")
        }
        guard parts[1].first == "/" else { throw HTTPRefusal(400, "the request target is not a path") }
        method = String(parts[0])
        let target = parts[1].prefix { $0 != "#" }
        path = String(target.prefix { $0 != "?" })
        query = String(target.dropFirst(path.count + 1))
        version = String(parts[2])
        fields = try lines.dropFirst().map { line throws(HTTPRefusal) in try Self.field(line) }
        try refuseBody()
    }

    private static func field(_ line: Substring) throws(HTTPRefusal) -> Field {
        guard let colon = line.firstIndex(of: ":") else { throw HTTPRefusal(400, "a header line without a colon") }
        let name = line[..<colon]
        guard isToken(name) else { throw HTTPRefusal(400, "a malformed header name") }
        let value = line[line.index(after: colon)...].trimmingPrefix { $0 == " " || $0 == "\t" }
        guard !value.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
            throw HTTPRefusal(400, "a control character in a header value")
        }
        var trimmed = Substring(value)
        while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
        return Field(name: name.lowercased(), value: String(trimmed))
    }

    private func refuseBody() throws(HTTPRefusal) {
        let lengths = values("content-length")
        guard values("transfer-encoding").isEmpty, lengths.allSatisfy({ $0 == "0" }) else {
            throw HTTPRefusal(413, "the preview takes no request body")
        }
    }

    /// RFC 9110's token: letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
                    || "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
    }
}

/// Why a request is refused: the status and a line saying why, sent as the body.
struct HTTPRefusal: Error, Equatable {
    let status: Int
    let reason: String
    init(_ status: Int, _ reason: String) {
        self.status = status
        self.reason = reason
    }
}
