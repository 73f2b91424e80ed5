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
package struct SnapshotDifference: Equatable {
    package struct Change: Equatable {
        package var id: String
        /// The element's frame in the reference, nil when it was absent or hidden.
        package var reference: HeaderRect?
        /// Its frame in the new rendering, nil when it is absent or hidden.
        package var new: HeaderRect?
        /// What differs, in `Aspect` order.
        package var aspects: [Aspect]
    }

    package enum Aspect: String, CaseIterable {
        case added, removed, shown, hidden, role, frame, text, symbol, font, colour, opacity, traits, motion
    }

    package let changes: [Change]

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
