/// Search: the field under the greeting, and the round button that replaces it in the compact
/// bar. Both exist only when the app handles search.
extension GreetingHeader {
    func searchFieldElement(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, _ kept: inout GreetingKeptElements
    ) -> Element? {
        guard let frame = geometry.fieldFrame else { return nil }
        // At any width the field stays a 44-point target, even when narrower than that.
        let placement = ElementPlacement(
            frame: frame, hit: frame.grown(toAtLeast: HeaderEnvironment.minimumHitSize), opacity: blend.fieldOpacity)
        if let element = kept.searchField.reused(FixedLook(), at: placement) { return element }
        var element = ElementFields(
            id: GreetingHeaderID.searchField, role: .searchField, frame: frame, text: searchPrompt,
            accessibility: Self.searchFieldAccessibility(prompt: searchPrompt))
        element.lines = geometry.promptLines
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
        return kept.searchField.keep(element, showing: FixedLook(), at: placement)
    }

    func searchButtonElement(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, _ kept: inout GreetingKeptElements
    ) -> Element? {
        guard let slot = geometry.slots[.search] else { return nil }
        let placement = ElementPlacement(
            frame: geometry.centred(geometry.buttonSide, in: slot), hit: slot, opacity: blend.searchButtonOpacity)
        if let element = kept.searchButton.reused(FixedLook(), at: placement) { return element }
        let element = Self.buttonFields(
            id: GreetingHeaderID.searchButton, symbol: "magnifyingglass", slot: slot, geometry, opacity: 1,
            accessibility: Self.searchButtonAccessibility)
        return kept.searchButton.keep(element, showing: FixedLook(), at: placement)
    }
}
