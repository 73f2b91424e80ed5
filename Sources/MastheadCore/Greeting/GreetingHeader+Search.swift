/// Search: the field under the greeting, and the round button that replaces it in the compact
/// bar. Both exist only when the app handles search.
extension GreetingHeader {
    func searchFieldElement(_ geometry: GreetingGeometry, _ blend: GreetingBlend) -> Element? {
        guard let frame = geometry.fieldFrame else { return nil }
        var element = Element(
            id: GreetingHeaderID.searchField, role: .searchField, frame: frame, text: searchPrompt,
            opacity: blend.fieldOpacity,
            accessibility: Self.searchFieldAccessibility(prompt: searchPrompt))
        element.lines = geometry.promptLines
        // At any width the field stays a 44-point target, even when narrower than that.
        element.hit = frame.grown(toAtLeast: HeaderEnvironment.minimumHitSize)
        element.font = geometry.promptFont
        element.color = .textTertiary
        element.symbol = "magnifyingglass"
        element.symbolSize = geometry.symbolSize
        element.symbolColor = .textSecondary
        element.fill = .fill
        element.stroke = .separator
        element.strokeWidth = GreetingMetrics.fieldStrokeWidth
        element.cornerRadius = geometry.controlRadius(side: frame.height)
        element.transition = .smooth
        return element
    }

    func searchButtonElement(_ geometry: GreetingGeometry, _ blend: GreetingBlend) -> Element? {
        guard let slot = geometry.slots[.search] else { return nil }
        return buttonElement(
            id: GreetingHeaderID.searchButton, symbol: "magnifyingglass", slot: slot, geometry,
            opacity: blend.searchButtonOpacity,
            accessibility: Self.searchButtonAccessibility)
    }
}
