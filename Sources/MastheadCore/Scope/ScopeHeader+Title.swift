/// The title's place: wrapped to the width between the margins, never truncated, so a long or
/// large title makes the header taller instead of being cut.
struct TitleGeometry {
    let lines: [String]
    let frame: HeaderRect

    /// `wraps`, when given, remembers the wrapped title from one layout to the next.
    init(_ title: String, metrics: ScopeHeaderMetrics, top: Double, wraps: TextWrapCache? = nil) {
        let font = metrics.titleFont
        let available = metrics.width - 2 * metrics.margin
        lines = font.wrap(title, maxWidth: available, cache: wraps)
        let widest = lines.map(font.lineWidth(of:)).max() ?? 0
        frame = HeaderRect(
            x: metrics.margin, y: top, width: widest, height: Double(lines.count) * font.lineHeight)
    }
}

extension ScopeHeader {
    /// The title: the display face in textPrimary, a heading for VoiceOver.
    func titleElement(_ geometry: TitleGeometry, metrics: ScopeHeaderMetrics) -> Element {
        var element = Element(
            id: ScopeHeaderID.title, role: .text, frame: geometry.frame, text: title,
            accessibility: titleAccessibility)
        element.lines = geometry.lines
        element.font = metrics.titleFont
        element.color = .textPrimary
        element.transition = .smooth
        element.z = 3
        return element
    }
}
