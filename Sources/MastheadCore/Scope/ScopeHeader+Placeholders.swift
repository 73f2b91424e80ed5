extension ScopeHeader {
    /// The grey chips shown while the chips load (nil chips): fill capsules the size of a chip,
    /// carrying the shimmer's phase while it runs (nil under Reduce Motion). Not controls, and
    /// silent for VoiceOver.
    func placeholderElements(
        _ geometry: ChipRowGeometry, row: ScrollRow, metrics: ScopeHeaderMetrics, shimmer: Double?,
        _ kept: inout ScopeKeptElements
    ) -> [Element] {
        geometry.placeholders.enumerated().map { index, content in
            kept.placeholders.element(at: index, shimmer, at: ElementPlacement(frame: row.place(content))) {
                var element = Element(id: ScopeHeaderID.placeholderChip(index + 1), role: .placeholder, frame: .zero)
                element.fill = .fill
                element.cornerRadius = metrics.chipHeight / 2
                element.shimmer = shimmer
                element.scrollRow = row.id
                element.transition = .snappy
                element.z = 3
                return element
            }
        }
    }
}
