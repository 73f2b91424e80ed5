/// While the profile loads: grey shapes where the greeting, the compact greeting and the avatar
/// will be, in the header's own layout, so nothing moves when the profile arrives (except a
/// greeting that turns out to wrap). The date, the bell and search do not depend on the profile
/// and stay as they are.
extension GreetingHeader {
    func greetingPlaceholder(_ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?) -> Element {
        placeholderBar(
            GreetingHeaderID.greetingPlaceholder, font: geometry.greetingFont, in: geometry.greetingFrame,
            opacity: blend.greetingOpacity,
            isRead: !blend.readsCompact, shimmer: shimmer)
    }

    func compactPlaceholder(_ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?) -> Element {
        placeholderBar(
            GreetingHeaderID.compactGreetingPlaceholder, font: geometry.compactFont, in: geometry.textBand,
            opacity: blend.compactOpacity, isRead: blend.readsCompact, shimmer: shimmer)
    }

    func avatarPlaceholder(_ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?) -> Element {
        guard let slot = geometry.slots[.avatar] else { preconditionFailure("the avatar always has a slot") }
        let diameter = geometry.avatarDiameter(blend)
        var element = placeholder(
            GreetingHeaderID.avatarPlaceholder, frame: geometry.centred(diameter, in: slot), shimmer: shimmer)
        element.cornerRadius = diameter / 2
        return element
    }

    /// A rounded bar about as long as a greeting, a little shorter than a line of `font`,
    /// centred vertically in `box`.
    private func placeholderBar(
        _ id: String, font: FontSpec, in box: HeaderRect, opacity: Double, isRead: Bool, shimmer: Double?
    ) -> Element {
        let width = min(box.width, font.size * GreetingMetrics.placeholderEms)
        let height = (font.size * GreetingMetrics.placeholderBarScale).rounded()
        var element = placeholder(
            id, frame: HeaderRect(x: box.x, y: box.midY - height / 2, width: width, height: height), shimmer: shimmer)
        element.opacity = opacity
        element.cornerRadius = GreetingMetrics.placeholderRadius
        element.accessibility = Self.loadingAccessibility(isRead: isRead)
        return element
    }

    private func placeholder(_ id: String, frame: HeaderRect, shimmer: Double?) -> Element {
        var element = Element(id: id, role: .placeholder, frame: frame)
        element.fill = .fill
        element.shimmer = shimmer
        element.transition = .smooth
        return element
    }
}
