/// While the profile loads: grey shapes where the greeting, the compact greeting and the avatar
/// will be, in the header's own layout, so nothing moves when the profile arrives (except a
/// greeting that turns out to wrap). The date, the bell and search do not depend on the profile
/// and stay as they are.
extension GreetingHeader {
    func greetingPlaceholder(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?, _ kept: inout GreetingKeptElements
    ) -> Element {
        kept.greetingPlaceholder.element(
            GreetingKeptElements.BarLook(isRead: !blend.readsCompact, shimmer: shimmer),
            at: placeholderBarPlacement(font: geometry.greetingFont, in: geometry.greetingFrame, blend.greetingOpacity)
        ) {
            placeholderBar(GreetingHeaderID.greetingPlaceholder, isRead: !blend.readsCompact, shimmer: shimmer)
        }
    }

    func compactPlaceholder(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?, _ kept: inout GreetingKeptElements
    ) -> Element {
        kept.compactPlaceholder.element(
            GreetingKeptElements.BarLook(isRead: blend.readsCompact, shimmer: shimmer),
            at: placeholderBarPlacement(font: geometry.compactFont, in: geometry.textBand, blend.compactOpacity)
        ) {
            placeholderBar(GreetingHeaderID.compactGreetingPlaceholder, isRead: blend.readsCompact, shimmer: shimmer)
        }
    }

    func avatarPlaceholder(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, shimmer: Double?, _ kept: inout GreetingKeptElements
    ) -> Element {
        guard let slot = geometry.slots[.avatar] else { preconditionFailure("the avatar always has a slot") }
        let diameter = geometry.avatarDiameter(blend)
        return kept.avatarPlaceholder.element(
            GreetingKeptElements.AvatarPlaceholderLook(diameter: diameter, shimmer: shimmer)
        ) {
            var element = placeholder(
                GreetingHeaderID.avatarPlaceholder, frame: geometry.centred(diameter, in: slot), shimmer: shimmer)
            element.cornerRadius = diameter / 2
            return element
        }
    }

    /// A rounded bar about as long as a greeting, a little shorter than a line of `font`,
    /// centred vertically in `box`.
    private func placeholderBarPlacement(font: FontSpec, in box: Rect, _ opacity: Double) -> ElementPlacement {
        let width = min(box.width, font.size * GreetingMetrics.placeholderEms)
        let height = (font.size * GreetingMetrics.placeholderBarScale).rounded()
        return ElementPlacement(
            frame: Rect(x: box.x, y: box.midY - height / 2, width: width, height: height), opacity: opacity)
    }

    private func placeholderBar(_ id: String, isRead: Bool, shimmer: Double?) -> Element {
        var element = placeholder(id, frame: .zero, shimmer: shimmer)
        element.cornerRadius = GreetingMetrics.placeholderRadius
        element.accessibility = Self.loadingAccessibility(isRead: isRead)
        return element
    }

    private func placeholder(_ id: String, frame: Rect, shimmer: Double?) -> Element {
        var element = Element(id: id, role: .placeholder, frame: frame)
        element.fill = .fill
        element.shimmer = shimmer
        element.transition = .smooth
        return element
    }
}
