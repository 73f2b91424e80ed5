extension ScopeHeader {
    /// The grey chips shown while the chips load (nil chips): fill capsules the size of a chip,
    /// carrying the shimmer's phase while it runs (nil under Reduce Motion). Not controls, and
    /// silent for VoiceOver.
    func placeholderElements(
        _ geometry: ChipRowGeometry, row: ScrollRow, metrics: ScopeHeaderMetrics, shimmer: Double?,
        _ kept: inout ScopeKeptElements, into elements: inout [Element]
    ) {
        kept.placeholders.makeRoom(for: geometry.placeholders.count)
        for (index, content) in geometry.placeholders.enumerated() {
            let placement = ElementPlacement(frame: row.place(content))
            if let element = kept.placeholders[index].reused(shimmer, at: placement) {
                elements.append(element)
                continue
            }
            var element = ElementFields(id: ScopeHeaderID.placeholderChip(index + 1), role: .placeholder, frame: .zero)
            element.fill = .fill
            element.cornerRadius = metrics.chipHeight / 2
            element.shimmer = shimmer
            element.scrollRow = row.id
            element.transition = .snappy
            element.z = 3
            elements.append(kept.placeholders[index].keep(element, showing: shimmer, at: placement))
        }
    }
}
