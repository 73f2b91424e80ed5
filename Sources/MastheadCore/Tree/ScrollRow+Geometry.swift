/// Placing content in a scroll row and scrolling it: content coordinates start at the row's
/// leading edge (x = 0) and run to `contentWidth`; the row shows `viewport.width` of them from
/// `offset` on.
extension ScrollRow {
    /// How far the row can scroll (0 when its content fits).
    package var maximumOffset: Double { max(0, contentWidth - viewport.width) }

    /// `offset` limited to what the row can scroll to (non-finite offsets become 0).
    package func clamped(_ offset: Double) -> Double {
        guard offset.isFinite else { return 0 }
        return min(max(offset, 0), maximumOffset)
    }

    /// The row scrolled to `offset` (clamped).
    package func scrolled(to offset: Double) -> ScrollRow {
        var row = self
        row.offset = clamped(offset)
        return row
    }

    /// A rectangle given in content x (and header y) moved to header coordinates at this offset.
    package func place(_ content: HeaderRect) -> HeaderRect {
        content.offsetBy(dx: viewport.minX - offset)
    }

    /// Whether a rectangle in header coordinates lies entirely inside the viewport.
    package func shows(_ frame: HeaderRect) -> Bool {
        frame.minX >= viewport.minX - 0.01 && frame.maxX <= viewport.maxX + 0.01
    }

    /// The offset that brings `content` (content coordinates) into view with `padding` to spare
    /// on either side, moving as little as possible; a rectangle wider than the viewport is
    /// aligned at its leading edge.
    package func offset(revealing content: HeaderRect, padding: Double) -> Double {
        let visibleStart = offset + padding
        let visibleEnd = offset + viewport.width - padding
        var target = offset
        if content.width > visibleEnd - visibleStart || content.minX < visibleStart {
            target = content.minX - padding
        } else if content.maxX > visibleEnd {
            target = content.maxX + padding - viewport.width
        }
        return clamped(target)
    }
}
