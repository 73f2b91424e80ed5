/// While the profile loads: grey shapes where the greeting, the compact greeting and the avatar
/// will be, in the header's own layout, so nothing moves when the profile arrives (except a
/// greeting that turns out to wrap). The date, the bell and search do not depend on the profile
/// and stay as they are.
extension GreetingHeader {
    func greetingPlaceholder(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?, _ kept: inout GreetingKeptElements
    ) -> Element {
        Self.placeholderBar(
            GreetingHeaderID.greetingPlaceholder, font: geometry.greetingFont, in: geometry.greetingFrame,
            opacity: blend.greetingOpacity,
            look: GreetingKeptElements.BarLook(isRead: !blend.readsCompact, shimmer: shimmer),
            &kept.greetingPlaceholder)
    }

    func compactPlaceholder(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?, _ kept: inout GreetingKeptElements
    ) -> Element {
        Self.placeholderBar(
            GreetingHeaderID.compactGreetingPlaceholder, font: geometry.compactFont, in: geometry.textBand,
            opacity: blend.compactOpacity,
            look: GreetingKeptElements.BarLook(isRead: blend.readsCompact, shimmer: shimmer),
            &kept.compactPlaceholder)
    }

    func avatarPlaceholder(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?, _ kept: inout GreetingKeptElements
    ) -> Element {
        guard let slot = geometry.slots[.avatar] else { preconditionFailure("the avatar always has a slot") }
        let diameter = geometry.avatarDiameter(blend)
        let look = GreetingKeptElements.AvatarPlaceholderLook(diameter: diameter, shimmer: shimmer)
        if let element = kept.avatarPlaceholder.reused(look) { return element }
        var element = Self.placeholderFields(
            GreetingHeaderID.avatarPlaceholder, frame: geometry.centred(diameter, in: slot), shimmer: shimmer)
        element.cornerRadius = diameter / 2
        return kept.avatarPlaceholder.keep(element, showing: look)
    }

    /// A rounded bar about as long as a greeting, a little shorter than a line of `font`,
    /// centred vertically in `box`.
    private static func placeholderBar(
        _ id: String, font: FontSpec, in box: HeaderRect, opacity: Double, look: GreetingKeptElements.BarLook,
        _ kept: inout KeptElement<GreetingKeptElements.BarLook>
    ) -> Element {
        let width = min(box.width, font.size * GreetingMetrics.placeholderEms)
        let height = (font.size * GreetingMetrics.placeholderBarScale).rounded()
        let placement = ElementPlacement(
            frame: HeaderRect(x: box.x, y: box.midY - height / 2, width: width, height: height), opacity: opacity)
        if let element = kept.reused(look, at: placement) { return element }
        var element = placeholderFields(id, frame: .zero, shimmer: look.shimmer)
        element.cornerRadius = GreetingMetrics.placeholderRadius
        element.accessibility = loadingAccessibility(isRead: look.isRead)
        return kept.keep(element, showing: look, at: placement)
    }

    private static func placeholderFields(_ id: String, frame: HeaderRect, shimmer: Double?) -> ElementFields {
        var element = ElementFields(id: id, role: .placeholder, frame: frame)
        element.fill = .fill
        element.shimmer = shimmer
        element.transition = .smooth
        return element
    }
}
