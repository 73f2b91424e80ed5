@testable import MastheadCore

/// Checks a render tree against the layout rules every header keeps, returning what breaks them.
struct RenderTreeChecks {
    let tree: RenderTree
    /// Pairs of ids whose frames may overlap by design.
    let allowedOverlaps: (String, String) -> Bool

    /// The part of an element that can be seen: its frame, cut to its scroll row's viewport.
    func visiblePart(of rect: HeaderRect, in element: Element) -> HeaderRect? {
        guard let rowID = element.scrollRow, let row = tree.scrollRow(rowID) else { return rect }
        let left = max(rect.minX, row.viewport.minX)
        let right = min(rect.maxX, row.viewport.maxX)
        guard right > left else { return nil }
        return HeaderRect(x: left, y: rect.minY, width: right - left, height: rect.height)
    }

    var visible: [Element] { tree.elements.filter { tree.isVisible($0) } }

    func nonFiniteValues() -> [String] {
        var problems: [String] = []
        if !tree.size.width.isFinite || !tree.size.height.isFinite { problems.append("size \(tree.size)") }
        for element in tree.elements {
            if !element.frame.isFinite { problems.append("\(element.id) frame \(element.frame)") }
            if let hit = element.hit, !hit.isFinite { problems.append("\(element.id) hit \(hit)") }
            if !element.opacity.isFinite { problems.append("\(element.id) opacity") }
        }
        for row in tree.scrollRows where !row.viewport.isFinite || !row.contentWidth.isFinite || !row.offset.isFinite {
            problems.append("row \(row.id)")
        }
        return problems
    }

    /// Controls whose whole target is under 44×44, and targets that reach outside their row's
    /// window (a finger cannot touch what the row does not show).
    func smallTargets() -> [String] {
        visible.filter(\.isControl).compactMap { element in
            let hit = element.hit!
            let minimum = HeaderEnvironment.minimumHitSize - 0.001
            if hit.width < minimum || hit.height < minimum { return "\(element.id) hit \(hit)" }
            if let target = tree.target(of: element), let row = element.scrollRow.flatMap(tree.scrollRow),
                !row.viewport.contains(target, tolerance: 1e-9)
            {
                return "\(element.id) target \(target) leaves row \(row.id)"
            }
            return nil
        }
    }

    /// Visible elements (their visible parts) that overlap without being an allowed pair; and
    /// tap targets of two controls that overlap at all (a tap would be ambiguous), as a finger
    /// reaches them (`RenderTree.target(of:)`), to the last bit a float carries.
    func overlaps() -> [String] {
        var problems: [String] = []
        let shown = visible
        for (index, first) in shown.enumerated() {
            for second in shown[(index + 1)...] {
                if let a = visiblePart(of: first.frame, in: first), let b = visiblePart(of: second.frame, in: second),
                    a.overlaps(b), !allowedOverlaps(first.id, second.id), !allowedOverlaps(second.id, first.id)
                {
                    problems.append("\(first.id) \(a) overlaps \(second.id) \(b)")
                }
                if let hitA = tree.target(of: first), let hitB = tree.target(of: second),
                    hitA.overlaps(hitB, tolerance: 1e-9)
                {
                    problems.append("targets of \(first.id) \(hitA) and \(second.id) \(hitB) overlap")
                }
            }
        }
        return problems
    }

    /// Elements outside the header that no scroll row can bring into view, and elements in a row
    /// that lie outside its content (so scrolling cannot reach them), or are wider than its
    /// viewport while the row cannot scroll across them.
    func unreachable() -> [String] {
        let bounds = HeaderRect(x: 0, y: 0, width: tree.size.width, height: tree.size.height)
        var problems: [String] = []
        for element in tree.elements where element.opacity > 0 {
            let outer = element.frame.insetBy(dx: -element.ringWidth, dy: -element.ringWidth)
            guard let rowID = element.scrollRow, let row = tree.scrollRow(rowID) else {
                if !bounds.contains(outer) { problems.append("\(element.id) \(outer) leaves the header") }
                continue
            }
            let content = element.frame.offsetBy(dx: row.offset - row.viewport.minX)
            if content.minX < -0.01 || content.maxX > row.contentWidth + 0.01 {
                problems.append("\(element.id) lies outside the content of row \(rowID)")
            }
            if element.frame.width > row.viewport.width + 0.01, !row.scrolls {
                problems.append("\(element.id) is wider than row \(rowID)")
            }
            if element.frame.minY < row.viewport.minY - 0.01 || element.frame.maxY > row.viewport.maxY + 0.01 {
                problems.append("\(element.id) leaves row \(rowID) vertically")
            }
            if !bounds.contains(row.viewport) { problems.append("row \(rowID) leaves the header") }
            if row.offset < 0 || row.offset > row.maximumOffset + 0.001 {
                problems.append("row \(rowID) offset \(row.offset)")
            }
        }
        return problems
    }

    /// Texts wider than the frame they are drawn in (the text would be cut).
    func cutTexts() -> [String] {
        tree.elements.compactMap { element in
            guard let font = element.font, let text = element.text else { return nil }
            let lines = element.lines ?? [text]
            let widest = lines.map { font.width(of: $0) }.max() ?? 0
            let heights = Double(lines.count) * font.lineHeight
            return widest <= element.frame.width + 0.01 && heights <= element.frame.height + 0.01
                ? nil : "\(element.id) \"\(text)\" needs \(widest)×\(heights) in \(element.frame)"
        }
    }
}
