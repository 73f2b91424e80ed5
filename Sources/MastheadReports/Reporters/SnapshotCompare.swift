import MastheadCore
import MastheadRunning
import MastheadText

/// A failed snapshot's reference and new picture, compared as Playwright's report compares
/// screenshots, in the HTML report and on the trace page: side by side, with a slider that
/// reveals the new picture over the reference from the left, or as their difference (pixels
/// that did not change white, the elements whose lines differ outlined: solid where they are now,
/// dashed where they were, `SnapshotDifference`).
///
/// The modes are a radio group switched by plain CSS (`SnapshotCompare+Style`); only the slider
/// needs the small script (`SnapshotCompare.script`), and without it the slider's mode is not
/// offered. Both pictures are the same two `<img>` in every mode (the page carries each picture
/// once): the modes only lay them out otherwise. Sizes come from each SVG's own `width` and
/// `height`, the outlines are in the pictures' points. Hooks: `data-testid` `snapshot-compare`,
/// `expected`, `actual`, `changes` (a `rect` per outline, with `data-element`) and `changed`.
package enum SnapshotCompare {
    /// One of the two pictures, as its figure shows it.
    struct Side {
        var svg: String
        var caption: String
        var alt: String
    }

    /// Whether a check is shown compared: it did not match, or replaced a reference, and its two
    /// pictures are there and differ (a check that failed on its VoiceOver list alone draws the
    /// same picture twice, side by side).
    package static func applies(to check: SnapshotCheck) -> Bool {
        guard check.status == .mismatched || check.status == .updated, let reference = check.referencePicture else {
            return false
        }
        return !check.picture.isEmpty && !reference.isEmpty && reference != check.picture
    }

    /// The comparison of a check's reference and new picture; `index` makes its radio group's
    /// name unique on the page.
    package static func html(_ check: SnapshotCheck, index: Int) -> String {
        html(
            name: check.name, reference: Side(check, .reference), new: Side(check, .new),
            difference: check.difference, index: index)
    }

    static func html(name: String, reference: Side, new: Side, difference: SnapshotDifference?, index: Int) -> String {
        let before = size(of: reference.svg)
        let after = size(of: new.svg)
        let stage = HeaderSize(width: max(before.width, after.width), height: max(before.height, after.height))
        return "<div class=\"compare\" data-testid=\"snapshot-compare\" data-snapshot=\""
            + Escaper.html.escaped(name) + "\" style=\"" + sizeStyle("W", "H", stage) + "\">\n"
            + modes(name: name, index: index) + "<div class=\"compare-stage\">\n<div class=\"compare-pair\">\n"
            + figure(reference, role: "reference", testID: "expected", size: before)
            + figure(new, role: "new", testID: "actual", size: after) + "</div>\n"
            + outlines(difference?.changes ?? [], stage: stage) + "</div>\n" + slider + key(difference) + "</div>\n"
    }

    /// The mode switch: a radio group, side by side first.
    private static func modes(name: String, index: Int) -> String {
        let group = "compare-\(index)"
        let choice = { (value: String, label: String, checked: Bool, scripted: Bool) in
            "<label\(scripted ? " class=\"compare-scripted\"" : "")><input type=\"radio\" name=\"\(group)\" value=\"\(value)\""
                + (checked ? " checked=\"checked\"" : "") + " /> \(label)</label>\n"
        }
        return "<fieldset class=\"compare-modes\"><legend>Compare \"" + Escaper.html.escaped(name) + "\":</legend>\n"
            + choice("side", "side by side", true, false) + choice("slider", "slider", false, true)
            + choice("difference", "difference", false, false) + "</fieldset>\n"
    }

    private static func figure(_ side: Side, role: String, testID: String, size: HeaderSize) -> String {
        "<figure class=\"compare-\(role)\" data-testid=\"\(testID)\" style=\"" + sizeStyle("w", "h", size)
            + "\"><img alt=\"" + Escaper.html.escaped(side.alt) + "\" src=\"" + HTMLMarkup.svgDataURL(side.svg)
            + "\" /><figcaption>" + Escaper.html.escaped(side.caption) + "</figcaption></figure>\n"
    }

    /// The outlines of the changed elements, in the stage's points: where each is now (solid)
    /// and, when it moved, appeared from nowhere or went, where it was (dashed).
    private static func outlines(_ changes: [SnapshotDifference.Change], stage: HeaderSize) -> String {
        var rects = ""
        for change in changes {
            if let was = change.reference, change.new != was { rects += rect(was, "was", change) }
            if let now = change.new { rects += rect(now, "now", change) }
            if let place = change.new ?? change.reference { rects += label(change.id, at: place) }
        }
        return "<svg class=\"compare-changes\" data-testid=\"changes\" xmlns=\"http://www.w3.org/2000/svg\""
            + " viewBox=\"0 0 \(Points.format(stage.width)) \(Points.format(stage.height))\""
            + " preserveAspectRatio=\"xMinYMin meet\" aria-hidden=\"true\">" + rects + "</svg>\n"
    }

    private static func rect(_ frame: HeaderRect, _ kind: String, _ change: SnapshotDifference.Change) -> String {
        "<rect class=\"\(kind)\" data-element=\"" + Escaper.html.escaped(change.id) + "\" x=\""
            + Points.format(frame.x) + "\" y=\"" + Points.format(frame.y) + "\" width=\""
            + Points.format(max(frame.width, 1)) + "\" height=\"" + Points.format(max(frame.height, 1)) + "\" />"
    }

    /// The element's id just above its outline (below it, at the top edge).
    private static func label(_ id: String, at frame: HeaderRect) -> String {
        let y = frame.y >= 11 ? frame.y - 2 : frame.y + frame.height + 10
        return "<text x=\"" + Points.format(frame.x) + "\" y=\"" + Points.format(y) + "\">" + Escaper.html.escaped(id)
            + "</text>"
    }

    private static let slider = """
        <p class="compare-slider"><label>new rendering shown from the left <input type="range" class="compare-reveal" min="0" max="100" step="1" value="50" /></label></p>
        <p class="compare-key slider">Left of the blue line: the new rendering; right of it: the reference. Arrow keys move the line.</p>

        """

    /// What the difference view shows, and the changed elements in words.
    private static func key(_ difference: SnapshotDifference?) -> String {
        var html =
            "<div class=\"compare-key difference\"><p>Pixels that did not change are white. Outlined in red: each element"
            + " whose line in the text rendering differs, solid where it is now, dashed where it was.</p>\n"
            + "<ul class=\"compare-changed\" data-testid=\"changed\">"
        let changes = difference?.changes ?? []
        for change in changes {
            html +=
                "<li><code>" + Escaper.html.escaped(change.id) + "</code>: "
                + change.aspects.map(\.rawValue).joined(separator: ", ") + "</li>"
        }
        if changes.isEmpty { html += "<li>no element's line in the text rendering differs</li>" }
        return html + "</ul></div>\n"
    }

    private static func sizeStyle(_ width: String, _ height: String, _ size: HeaderSize) -> String {
        "--\(width): \(Points.format(size.width)); --\(height): \(Points.format(size.height))"
    }

    /// An SVG picture's size, from the `width` and `height` of its `<svg>` tag (390 × 200 when it
    /// has none).
    static func size(of svg: String) -> HeaderSize {
        guard let open = svg.firstRange(of: "<svg"), let close = svg[open.upperBound...].firstIndex(of: ">") else {
            return HeaderSize(width: 390, height: 200)
        }
        let tag = svg[open.upperBound..<close]
        let number = { (name: String) -> Double? in
            guard let start = tag.firstRange(of: " \(name)=\"") else { return nil }
            return Double(tag[start.upperBound...].prefix { $0 != "\"" })
        }
        return HeaderSize(width: number("width") ?? 390, height: number("height") ?? 200)
    }
}

extension SnapshotCompare.Side {
    enum Which {
        case reference, new
    }

    /// A check's stored picture, or its new one: where it went (the artifacts) or what it became
    /// (the new reference), as the figure's caption says.
    init(_ check: SnapshotCheck, _ which: Which) {
        switch (which, check.status) {
        case (.reference, _):
            self.init(
                svg: check.referencePicture ?? "", caption: "reference, from \(check.paths.reference(.picture))",
                alt: "\(check.name), reference")
        case (.new, .updated):
            self.init(
                svg: check.picture, caption: "new reference, now in \(check.paths.reference(.picture))",
                alt: "\(check.name), new reference")
        case (.new, _):
            self.init(
                svg: check.picture, caption: "new rendering, in \(check.paths.artifact(.picture))",
                alt: "\(check.name), new rendering")
        }
    }
}
