/// While the profile loads: grey shapes where the greeting, the compact greeting and the avatar
/// will be, in the header's own layout, so nothing moves when the profile arrives (except a
/// greeting that turns out to wrap). The date, the bell and search do not depend on the profile
/// and stay as they are.
extension GreetingHeader {
    func greetingPlaceholder(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?, _ kept: inout GreetingKeptElements
    ) -> Element {
        let look = GreetingKeptElements.BarLook(isRead: !blend.readsCompact, shimmer: shimmer)
        let placement = Self.placeholderBarPlacement(
            font: geometry.greetingFont, in: geometry.greetingFrame, blend.greetingOpacity)
        if let element = kept.greetingPlaceholder.reused(look, at: placement) { return element }
        let element = Self.placeholderBarFields(GreetingHeaderID.greetingPlaceholder, look)
        return kept.greetingPlaceholder.keep(element, showing: look, at: placement)
    }

    func compactPlaceholder(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?, _ kept: inout GreetingKeptElements
    ) -> Element {
        let look = GreetingKeptElements.BarLook(isRead: blend.readsCompact, shimmer: shimmer)
        let placement = Self.placeholderBarPlacement(
            font: geometry.compactFont, in: geometry.textBand, blend.compactOpacity)
        if let element = kept.compactPlaceholder.reused(look, at: placement) { return element }
        let element = Self.placeholderBarFields(GreetingHeaderID.compactGreetingPlaceholder, look)
        return kept.compactPlaceholder.keep(element, showing: look, at: placement)
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
    private static func placeholderBarPlacement(font: FontSpec, in box: Rect, _ opacity: Double) -> ElementPlacement {
        let width = min(box.width, font.size * GreetingMetrics.placeholderEms)
        let height = (font.size * GreetingMetrics.placeholderBarScale).rounded()
        return ElementPlacement(
            frame: Rect(x: box.x, y: box.midY - height / 2, width: width, height: height), opacity: opacity)
    }

    private static func placeholderBarFields(_ id: String, _ look: GreetingKeptElements.BarLook) -> ElementFields {
        var element = placeholderFields(id, frame: .zero, shimmer: look.shimmer)
        element.cornerRadius = GreetingMetrics.placeholderRadius
        element.accessibility = loadingAccessibility(isRead: look.isRead)
        return element
    }

    private static func placeholderFields(_ id: String, frame: Rect, shimmer: Double?) -> ElementFields {
        var element = ElementFields(id: id, role: .placeholder, frame: frame)
        element.fill = .fill
        element.shimmer = shimmer
        element.transition = .smooth
        return element
    }
}
