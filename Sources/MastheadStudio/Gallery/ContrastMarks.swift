import MastheadCore

/// The contrast audit's failing pairs on one picture: for each check below AA in the picture's
/// theme, appearance and text size (`ContrastAudit`, called as `masthead plugins` calls it), the
/// visible elements that draw that pair.
///
/// An element draws its text in `color` on its surface (its `fill`, else the header's ground, else
/// bg), its symbol in `symbolColor` (else `color`) on that surface, its fill on its `ring`, and its
/// fill on the ground. A pair concerns an element when the tokens are the check's, the kind is the
/// check's (text or graphic), and the element's own need fails at the check's ratio: the 30 pt
/// greeting and the 17 pt compact greeting share textPrimary on bg, and a ratio of 3.5 fails only
/// the second.
struct ContrastMarks {
    /// One failing check and the elements it concerns in this picture.
    struct Finding {
        let check: ContrastCheck
        let elements: [Element]

        /// "3.10:1, needs 4.5".
        var ratioText: String {
            AuditTable.ratio(check.ratio) + ":1, needs " + (check.use.need.required(.aa).map(Points.format) ?? "—")
        }
    }

    let findings: [Finding]

    init(tree: RenderTree, textSize: TextSize) {
        let failing = ContrastAudit(theme: tree.theme, textSize: textSize).failures.filter {
            $0.appearance == tree.appearance && $0.use.component == tree.component
        }
        let drawn = tree.elements.filter { tree.isVisible($0) && !$0.isLeaving }.map {
            ($0, Self.pairs(of: $0, in: tree))
        }
        findings = failing.compactMap { check in
            let concerned = drawn.filter { _, pairs in pairs.contains { $0.fails(check) } }.map(\.0)
            return concerned.isEmpty ? nil : Finding(check: check, elements: concerned)
        }
    }

    /// A colour pair an element draws, with what it must reach.
    struct Pair {
        let foreground: ColorToken
        let background: ColorToken
        let need: ContrastNeed

        /// Whether `check` is this pair and fails it: same tokens, same kind, and the ratio below
        /// what this pair itself needs.
        func fails(_ check: ContrastCheck) -> Bool {
            guard check.use.foreground == foreground, check.use.background == background else { return false }
            switch (check.use.need, need) {
            case (.text, .text), (.graphic, .graphic):
                return need.required(.aa).map { check.ratio < $0 } ?? false
            default:
                return false
            }
        }
    }

    static func pairs(of element: Element, in tree: RenderTree) -> [Pair] {
        switch element.role {
        case .hairline, .placeholder, .ground, .container: return []
        default: break
        }
        let ground = tree.ground ?? .bg
        let surface = element.fill ?? ground
        var pairs: [Pair] = []
        if let font = element.font, element.text != nil, element.image == nil {
            pairs.append(
                Pair(
                    foreground: element.color ?? .textPrimary, background: surface,
                    need: .text(size: font.size, weight: font.weight)))
        }
        if element.symbol != nil {
            pairs.append(
                Pair(
                    foreground: element.symbolColor ?? element.color ?? .textPrimary, background: surface,
                    need: .graphic))
        }
        if let fill = element.fill {
            if let ring = element.ring, element.ringWidth > 0 {
                pairs.append(Pair(foreground: fill, background: ring, need: .graphic))
            }
            if fill != ground { pairs.append(Pair(foreground: fill, background: ground, need: .graphic)) }
        }
        return pairs
    }
}
