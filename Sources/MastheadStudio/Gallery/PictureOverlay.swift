import MastheadCore
import MastheadText

/// The layers drawn over one gallery picture, in the picture's own points (the same `viewBox`),
/// each a group the page shows or hides with its toggle:
///
/// - `targets`: every control's tap target, dashed; one under 44 × 44 pt is red and says its size;
/// - `voiceover`: each element VoiceOver visits, outlined, with its place in the reading order and
///   what VoiceOver says as its tooltip;
/// - `contrast`: the elements of each failing pair (`ContrastMarks`), outlined in red with the ratio.
enum PictureOverlay {
    static let minimumTarget = 44.0

    static func svg(_ tree: RenderTree, marks: ContrastMarks) -> String {
        let width = Points.format(tree.size.width)
        let height = Points.format(tree.size.height)
        var svg =
            "<svg class=\"overlay\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\""
            + " aria-hidden=\"true\">"
        svg += group("targets", targets(tree))
        svg += group("voiceover", voiceOver(tree))
        svg += group("contrast", contrast(marks, tree))
        return svg + "</svg>"
    }

    /// Controls whose tap target is smaller than 44 pt either way.
    static func smallTargets(_ tree: RenderTree) -> [Element] {
        controls(tree).filter { element in
            guard let hit = element.hit else { return false }
            return hit.width < minimumTarget - 0.001 || hit.height < minimumTarget - 0.001
        }
    }

    private static func controls(_ tree: RenderTree) -> [Element] {
        tree.elements.filter { $0.isControl && !$0.isLeaving && tree.isVisible($0) }
    }

    private static func group(_ layer: String, _ content: String) -> String {
        "<g class=\"layer \(layer)\">" + content + "</g>"
    }

    /// The part of `frame` that shows: inside the header, and inside the element's scroll row.
    static func shown(_ frame: HeaderRect, of element: Element, in tree: RenderTree) -> HeaderRect? {
        var bounds = HeaderRect(x: 0, y: 0, width: tree.size.width, height: tree.size.height)
        if let row = element.scrollRow.flatMap(tree.scrollRow) {
            bounds = HeaderRect(x: row.viewport.x, y: 0, width: row.viewport.width, height: tree.size.height)
        }
        let x = max(frame.x, bounds.x)
        let y = max(frame.y, bounds.y)
        let right = min(frame.x + frame.width, bounds.x + bounds.width)
        let bottom = min(frame.y + frame.height, bounds.y + bounds.height)
        guard right > x, bottom >= y else { return nil }
        return HeaderRect(x: x, y: y, width: right - x, height: bottom - y)
    }

    private static func targets(_ tree: RenderTree) -> String {
        let small = Set(smallTargets(tree).map(\.id))
        return controls(tree).compactMap { element in
            guard let laidOut = element.hit, let hit = shown(laidOut, of: element, in: tree) else { return nil }
            let isSmall = small.contains(element.id)
            var mark = rect(hit, class: isSmall ? "target small" : "target", title: targetTitle(element, laidOut))
            if isSmall {
                mark += label(
                    Points.format(laidOut.width) + "×" + Points.format(laidOut.height), x: hit.x + 2,
                    y: hit.y + hit.height - 3, class: "small")
            }
            return mark
        }.joined()
    }

    private static func targetTitle(_ element: Element, _ hit: HeaderRect) -> String {
        "\(element.id): tap target \(Points.format(hit.width)) × \(Points.format(hit.height)) pt"
    }

    private static func voiceOver(_ tree: RenderTree) -> String {
        tree.focusableElements.enumerated().compactMap { index, element in
            guard let frame = shown(element.frame, of: element, in: tree) else { return nil }
            return rect(frame, class: "focus", title: "\(index + 1). \(element.accessibility.spoken)")
                + "<circle class=\"order\" cx=\"\(Points.format(frame.x + 8))\" cy=\"\(Points.format(frame.y + 8))\""
                + " r=\"8\"/>" + label(String(index + 1), x: frame.x + 8, y: frame.y + 11.5, class: "order")
        }.joined()
    }

    private static func contrast(_ marks: ContrastMarks, _ tree: RenderTree) -> String {
        marks.findings.flatMap { finding in
            finding.elements.compactMap { element in
                guard let frame = shown(element.frame.insetBy(dx: -2, dy: -2), of: element, in: tree) else {
                    return nil
                }
                return rect(frame, class: "finding", title: "\(finding.check.use.name): \(finding.ratioText)")
                    + label(
                        AuditTable.ratio(finding.check.ratio) + ":1", x: frame.x + 2, y: max(frame.y - 2, 9),
                        class: "finding")
            }
        }.joined()
    }

    private static func rect(_ frame: HeaderRect, class name: String, title: String) -> String {
        "<rect class=\"\(name)\" x=\"\(Points.format(frame.x))\" y=\"\(Points.format(frame.y))\""
            + " width=\"\(Points.format(max(frame.width, 1)))\" height=\"\(Points.format(max(frame.height, 1)))\">"
            + "<title>" + Escaper.html.escaped(title) + "</title></rect>"
    }

    private static func label(_ text: String, x: Double, y: Double, class name: String) -> String {
        "<text class=\"\(name)\" x=\"\(Points.format(x))\" y=\"\(Points.format(y))\">" + Escaper.html.escaped(text)
            + "</text>"
    }
}
