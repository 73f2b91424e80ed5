import MastheadCore

/// One element line of a text rendering (`TextListing`), cut into its parts, as
/// `SnapshotDifference` compares them: the id, the role, `hidden` or the frame, then each part
/// after the frame with the aspect it says (a quoted text, `symbol=…`, the font, the colour
/// tokens, `[traits]`, what moves it). Parts are apart by two spaces or more outside quotes; ids
/// and roles are padded, and a quoted text may hold any spaces.
struct ElementLine: Equatable {
    var id: String
    var role: String
    var hidden: Bool
    var frame: HeaderRect?
    /// The parts after the frame, each with the aspect it says.
    var rest: [Part]

    struct Part: Equatable {
        var aspect: SnapshotDifference.Aspect
        var text: String
    }

    func parts(_ aspect: SnapshotDifference.Aspect) -> [String] {
        rest.filter { $0.aspect == aspect }.map(\.text)
    }

    /// The element lines of a text rendering: the lines after the first blank one.
    static func lines(of rendering: String) -> [ElementLine] {
        let lines = rendering.split(separator: "\n", omittingEmptySubsequences: false)
        guard let blank = lines.firstIndex(where: \.isEmpty) else { return [] }
        return lines[(blank + 1)...].compactMap { ElementLine(String($0)) }
    }

    init?(_ line: String) {
        let parts = Self.split(line)
        guard parts.count >= 3 else { return nil }
        id = parts[0]
        role = parts[1]
        hidden = parts[2] == "hidden"
        frame = hidden ? nil : Self.frame(parts[2])
        rest = parts.dropFirst(3).map { Part(aspect: Self.aspect(of: $0), text: $0) }
    }

    /// The parts of a line: separated by two spaces or more, outside quotes (a quoted `\"` does
    /// not end the quote).
    static func split(_ line: String) -> [String] {
        var parts: [String] = []
        var part = ""
        var quoted = false
        var escaped = false
        var spaces = 0
        for character in line {
            if !quoted && character == " " {
                spaces += 1
                continue
            }
            if spaces >= 2 && !part.isEmpty {
                parts.append(part)
                part = ""
            } else if spaces == 1 {
                part += " "
            }
            spaces = 0
            if quoted && escaped {
                escaped = false
            } else if character == "\\" && quoted {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            }
            part.append(character)
        }
        if !part.isEmpty { parts.append(part) }
        return parts
    }

    /// `x,y w×h`, as the listing writes a frame.
    static func frame(_ text: String) -> HeaderRect? {
        let halves = text.split(separator: " ")
        guard halves.count == 2 else { return nil }
        let origin = halves[0].split(separator: ",").compactMap { Double($0) }
        let size = halves[1].split(separator: "×").compactMap { Double($0) }
        guard origin.count == 2, size.count == 2 else { return nil }
        return HeaderRect(x: origin[0], y: origin[1], width: size[0], height: size[1])
    }

    private static func aspect(of part: String) -> SnapshotDifference.Aspect {
        if part.hasPrefix("\"") { return .text }
        if part.hasPrefix("symbol=") { return .symbol }
        if part.hasPrefix("opacity=") { return .opacity }
        if part.hasPrefix("[") { return .traits }
        if ["motion=", "roll ", "fade ", "leaving"].contains(where: part.hasPrefix) { return .motion }
        if part.contains("=") { return .colour }
        return .font
    }
}
