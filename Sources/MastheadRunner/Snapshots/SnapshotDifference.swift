import MastheadCore

/// Which elements a failed snapshot changed, and where they were and are: read from the element
/// lines of its two text renderings (the reference's `.text.txt` and the new one), the stored tree
/// that the check compares, so the pictures' difference view outlines exactly what made it fail.
///
/// An element line is `id  role  frame  "text"  font  tokens  [traits]  motion…`
/// (`TextListing`), or `id  role  hidden`. An element whose line differs is a change, with the
/// aspects that differ (`frame`, `text`, `font`, `colour`, …) and both frames; one present on one
/// side only was `added` or `removed`. Changes come in the new rendering's reading order, the
/// removed ones last.
struct SnapshotDifference: Equatable {
    struct Change: Equatable {
        var id: String
        /// The element's frame in the reference, nil when it was absent or hidden.
        var reference: HeaderRect?
        /// Its frame in the new rendering, nil when it is absent or hidden.
        var new: HeaderRect?
        /// What differs, in `Aspect` order.
        var aspects: [Aspect]
    }

    enum Aspect: String, CaseIterable {
        case added, removed, shown, hidden, role, frame, text, symbol, font, colour, opacity, traits, motion
    }

    let changes: [Change]

    init(reference: String, new: String) {
        let before = ElementLine.lines(of: reference)
        let after = ElementLine.lines(of: new)
        let old = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let now = Set(after.map(\.id))
        var changes = after.compactMap { line in Self.change(from: old[line.id], to: line) }
        changes += before.filter { !now.contains($0.id) }.map {
            Change(id: $0.id, reference: $0.frame, new: nil, aspects: [.removed])
        }
        self.changes = changes
    }

    private static func change(from old: ElementLine?, to new: ElementLine) -> Change? {
        guard let old else { return Change(id: new.id, reference: nil, new: new.frame, aspects: [.added]) }
        guard old != new else { return nil }
        var aspects = Set<Aspect>()
        if old.role != new.role { aspects.insert(.role) }
        if old.hidden != new.hidden {
            // A hidden element's line has nothing else to compare.
            aspects.insert(new.hidden ? .hidden : .shown)
        } else {
            if old.frame != new.frame { aspects.insert(.frame) }
            for aspect in Aspect.allCases where old.parts(aspect) != new.parts(aspect) { aspects.insert(aspect) }
        }
        return Change(
            id: new.id, reference: old.frame, new: new.frame, aspects: Aspect.allCases.filter(aspects.contains))
    }
}

/// One element line of a text rendering, cut into its parts.
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
