import MastheadCore
import MastheadRender

/// The header as the checks see it after a step: the tree as drawn, the same tree read a second
/// time without any change, and the counts each badge must show.
struct HeaderReading {
    var tree: RenderTree
    var reread: RenderTree
    /// The layout the header is heading for (badges must follow the rule there at once).
    var target: RenderTree
    /// True when nothing is in motion (figures may roll while a transition runs).
    var settled: Bool
    /// Badge element id → the count it stands for (`badge` → unread, `filters_badge` → filters,
    /// `scope_count.<id>` → that scope's new items).
    var badgeCounts: [String: Int]
}

/// Checks a reading against every `TreeInvariant`; returns the first one broken.
enum TreeChecks {
    static let badgeIDs: Set<String> = [GreetingHeaderID.badge, ScopeHeaderID.filtersBadge]
    static let tolerance = 0.01

    /// `render` false skips the renderers (the tree is one they already drew: they are pure).
    static func check(_ reading: HeaderReading, render: Bool = true) -> InvariantViolation? {
        let tree = reading.tree
        return finite(tree) ?? opacity(tree) ?? hitTargets(tree) ?? badges(reading) ?? accent(tree)
            ?? insideWidth(reading.target, rows: true) ?? (reading.settled ? insideWidth(tree, rows: false) : nil)
            ?? voiceOver(reading) ?? (render ? renderers(tree) : nil)
    }

    static func finite(_ tree: RenderTree) -> InvariantViolation? {
        if !tree.size.width.isFinite || !tree.size.height.isFinite {
            return InvariantViolation(.finite, "header size \(tree.size.width)×\(tree.size.height)")
        }
        for element in tree.elements {
            if !element.frame.isFinite { return InvariantViolation(.finite, "\(element.id) frame \(element.frame)") }
            if let hit = element.hit, !hit.isFinite { return InvariantViolation(.finite, "\(element.id) hit \(hit)") }
            if !element.opacity.isFinite {
                return InvariantViolation(.finite, "\(element.id) opacity \(element.opacity)")
            }
        }
        for row in tree.scrollRows where !row.viewport.isFinite || !row.contentWidth.isFinite || !row.offset.isFinite {
            return InvariantViolation(
                .finite, "row \(row.id) viewport \(row.viewport) content \(row.contentWidth) offset \(row.offset)")
        }
        return nil
    }

    static func opacity(_ tree: RenderTree) -> InvariantViolation? {
        for element in tree.elements where !(0...1).contains(element.opacity) {
            return InvariantViolation(.opacityRange, "\(element.id) opacity \(element.opacity)")
        }
        return nil
    }

    static func hitTargets(_ tree: RenderTree) -> InvariantViolation? {
        let minimum = HeaderEnvironment.minimumHitSize - tolerance
        for element in tree.elements where element.isControl && tree.isVisible(element) {
            let hit = element.hit!
            if hit.width < minimum || hit.height < minimum {
                return InvariantViolation(
                    .hitTargets, "\(element.id) hit \(Points.format(hit.width))×\(Points.format(hit.height))")
            }
        }
        return nil
    }

    /// The badge rule, written out here rather than borrowed from the component.
    static func badgeText(for count: Int) -> String? {
        count <= 0 ? nil : count > 99 ? "99+" : String(count)
    }

    /// On the tree as drawn (its figures only once settled: they may roll meanwhile; a badge on
    /// its way out fades with its last figures) and on the layout the header is heading for.
    static func badges(_ reading: HeaderReading) -> InvariantViolation? {
        badges(in: reading.tree, counts: reading.badgeCounts, settled: reading.settled, label: "")
            ?? badges(in: reading.target, counts: reading.badgeCounts, settled: true, label: " (in the target layout)")
    }

    private static func badges(in tree: RenderTree, counts: [String: Int], settled: Bool, label: String)
        -> InvariantViolation?
    {
        for (id, count) in counts.sorted(by: { $0.key < $1.key }) {
            guard let element = tree[id], tree.isVisible(element), !element.isLeaving else { continue }
            guard let expected = badgeText(for: count) else {
                return InvariantViolation(
                    .badgeRules, "\(id) is visible (\"\(element.text ?? "")\") at count \(count)\(label)", badge: id,
                    count: count)
            }
            if settled && element.text != expected {
                return InvariantViolation(
                    .badgeRules,
                    "\(id) reads \"\(element.text ?? "nil")\" at count \(count), not \"\(expected)\"\(label)",
                    badge: id, count: count)
            }
        }
        return nil
    }

    static func accent(_ tree: RenderTree) -> InvariantViolation? {
        for element in tree.elements where !badgeIDs.contains(element.id) {
            let uses: [(String, ColorToken?)] = [
                ("color", element.color), ("fill", element.fill), ("stroke", element.stroke), ("ring", element.ring),
                ("symbol color", element.symbolColor),
            ]
            if let (name, _) = uses.first(where: { $0.1 == .accent }) {
                return InvariantViolation(.accentOnBadges, "\(element.id) has the accent as its \(name)")
            }
        }
        return nil
    }

    /// The narrowest width the headers promise to fit in: the narrowest iPhone, in points. Below
    /// it (the fuzzer goes down to 1 pt) fixed-size controls cannot fit, and overflow as SwiftUI's
    /// would; every other rule still holds there.
    static let narrowestFittingWidth = 320.0

    /// Every visible element inside the header's width, or, in a scroll row, inside the row's
    /// content: a rule of the layout the header heads for (`rows`: true). Motion is additive, as
    /// SwiftUI's is, so a jump (a scroll) during a transition can carry an element a little past
    /// the edge on the way; the tree as drawn is held to the width once it has settled, and items
    /// in rows are clipped by the row's viewport meanwhile (`rows`: false skips them).
    static func insideWidth(_ tree: RenderTree, rows: Bool) -> InvariantViolation? {
        let width = tree.size.width
        guard width >= narrowestFittingWidth else { return nil }
        for row in tree.scrollRows where rows {
            if row.viewport.minX < -tolerance || row.viewport.maxX > width + tolerance {
                return InvariantViolation(
                    .insideWidth, "row \(row.id) viewport \(row.viewport) in width \(Points.format(width))")
            }
            if row.offset < -tolerance || row.offset > row.maximumOffset + tolerance {
                return InvariantViolation(
                    .insideWidth,
                    "row \(row.id) offset \(Points.format(row.offset)) outside 0...\(Points.format(row.maximumOffset))")
            }
        }
        for element in tree.elements where tree.isVisible(element) {
            if let rowID = element.scrollRow, let row = tree.scrollRow(rowID) {
                guard rows else { continue }
                let content = element.frame.offsetBy(dx: row.offset - row.viewport.minX)
                if content.minX < -tolerance || content.maxX > row.contentWidth + tolerance {
                    return InvariantViolation(
                        .insideWidth,
                        "\(element.id) \(content) outside row \(rowID)'s content (0...\(Points.format(row.contentWidth)))"
                    )
                }
            } else if element.frame.minX < -tolerance || element.frame.maxX > width + tolerance {
                return InvariantViolation(
                    .insideWidth, "\(element.id) \(element.frame) outside the width \(Points.format(width))")
            }
        }
        return nil
    }

    static func voiceOver(_ reading: HeaderReading) -> InvariantViolation? {
        let first = reading.tree.focusableElements.map(\.id)
        let second = reading.reread.focusableElements.map(\.id)
        guard first == second else {
            return InvariantViolation(.voiceOverStable, "read \(first), then \(second)")
        }
        let spoken = VoiceOverRenderer.lines(reading.tree)
        let again = VoiceOverRenderer.lines(reading.reread)
        return spoken == again ? nil : InvariantViolation(.voiceOverStable, "spoke \(spoken), then \(again)")
    }

    /// Makes every rendering (a crash here is a crash of the run, reported with the step).
    static func renderers(_ tree: RenderTree) -> InvariantViolation? {
        let text = TextRenderer.render(tree)
        let svg = SVGRenderer.render(tree)
        let json = JSONRenderer.render(tree)
        _ = VoiceOverRenderer.render(tree)
        if !svg.hasPrefix("<svg") && !svg.hasPrefix("<?xml") {
            return InvariantViolation(.renderers, "the SVG starts \(svg.prefix(20))")
        }
        if !json.hasPrefix("{") { return InvariantViolation(.renderers, "the JSON starts \(json.prefix(20))") }
        if text.isEmpty { return InvariantViolation(.renderers, "the text rendering is empty") }
        return nil
    }
}
