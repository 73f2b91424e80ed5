import MastheadCore
import Synchronization

/// The text rendering of a header: what terminals, diffs and snapshot files show. The same on
/// every machine, and readable on its own. The collapsed greeting header (shortened on the right):
///
/// ```
/// greeting  393×52.333  default light
/// ┌──────────────────────────────────────────────────────────────────────────────────────────────
/// │
/// │                                                            ╭────────╮  ╭───────(3)  ╭───────╮
/// │                                                            │        │  │        │   │       │
/// │    Good morning, Maya                                      │    ⌕   │  │    ⍾   │   │  ML   │
/// │                                                            │        │  │        │   │       │
/// │                                                            ╰────────╯  ╰────────╯   ╰───────╯
/// │──────────────────────────────────────────────────────────────────────────────────────────────
/// └──────────────────────────────────────────────────────────────────────────────────────────────
///
/// date_line               text          hidden
/// bell                    button        289,6 40×40  symbol=bell.fill  color=textPrimary fill=fill  [button]
/// badge                   badge         316,0 18×18  "3"  SF Pro 12 regular caption  color=accentOn fill=accent ring=bg
/// compact_greeting        text          16,15 170.543×22  "Good morning, Maya"  SF Pro 17 semibold headline  color=textPrimary  [header]
/// hairline                hairline      0,52 393×0.333  fill=separator
/// ```
///
/// The first line names the component, its size, theme and appearance. The picture (`TextPicture`)
/// sits in a frame exactly as wide and tall as the header's grid. Below it, one line per element in
/// reading order (`TextListing`). No line ends in a space; the text ends with a newline.
///
/// It is built as UTF-8 bytes and turned into a `String` once: snapshot checks run it thousands of
/// times a second.
package enum TextRenderer {
    package static func render(_ tree: RenderTree) -> String {
        String(decoding: utf8(tree), as: UTF8.self)
    }

    /// The rendering as UTF-8 bytes, for a caller that copies bytes on (`h:text()` hands them to
    /// Lua): made into a `String`, they would be checked once more, a byte at a time.
    ///
    /// The renderings of the trees rendered last are kept, process-wide: a suite renders the same
    /// states over and over (a header at rest after its steps, the states its snapshots hold),
    /// and a tree whose elements are the very ones rendered before (kept from one layout to the
    /// next, or shared between headers) compares equal in a few steps. A rendering is a pure
    /// function of its tree, so a kept one is the one. Only a kept tree with the same sketch
    /// (`RenderTree.sketch`) is compared: the others differ, and comparing them field by field
    /// up to their first difference cost more than the rest of `h:text()`.
    package static func utf8(_ tree: RenderTree) -> [UInt8] {
        let sketch = tree.sketch
        let kept = recent.withLock { recent in
            recent.first { $0.sketch == sketch && $0.tree == tree }?.bytes
        }
        if let kept { return kept }
        let bytes = picture(tree)
        recent.withLock { recent in
            if recent.count >= recentCapacity { recent.removeFirst() }
            recent.append((sketch, tree, bytes))
        }
        return bytes
    }

    private static let recentCapacity = 8
    private static let recent = Mutex<[(sketch: UInt64, tree: RenderTree, bytes: [UInt8])]>([])

    private static func picture(_ tree: RenderTree) -> [UInt8] {
        let grid = TextPicture(tree).grid
        var bytes: [UInt8] = []
        bytes.reserveCapacity((grid.columns + 2) * (grid.rows + 2) * 3 + tree.elements.count * 120 + 64)

        bytes.append(utf8: tree.component)
        bytes.append(literal: "  ")
        bytes.append(points: tree.size.width)
        bytes.append(literal: "×")
        bytes.append(points: tree.size.height)
        bytes.append(literal: "  ")
        bytes.append(utf8: tree.theme.name)
        bytes.append(literal: " ")
        bytes.append(utf8: tree.appearance.rawValue)
        bytes.append(0x0A)

        appendBorder("┌", "┐", columns: grid.columns, to: &bytes)
        for row in 0..<grid.rows {
            bytes.append("│" as Unicode.Scalar)
            grid.appendRow(row, to: &bytes, padded: true)
            bytes.append("│" as Unicode.Scalar)
            bytes.append(0x0A)
        }
        appendBorder("└", "┘", columns: grid.columns, to: &bytes)

        if !tree.elements.isEmpty { bytes.append(0x0A) }
        for element in tree.elements {
            TextListing.append(element, visible: tree.isVisible(element), to: &bytes)
            bytes.append(0x0A)
        }
        return bytes
    }

    private static func appendBorder(
        _ left: Unicode.Scalar, _ right: Unicode.Scalar, columns: Int, to bytes: inout [UInt8]
    ) {
        bytes.append(left)
        bytes.append("─", repeated: columns)
        bytes.append(right)
        bytes.append(0x0A)
    }
}
