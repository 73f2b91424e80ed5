/// The first row: the date line (or status), the bell with its badge, and the avatar.
extension GreetingHeader {
    func dateLineElement(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, _ kept: inout GreetingKeptElements
    ) -> Element {
        let lines = geometry.dateLines
        let height = Double(lines.count) * geometry.dateFont.lineHeight
        let band = geometry.textBand
        let placement = ElementPlacement(
            frame: HeaderRect(x: band.x, y: band.midY - height / 2, width: band.width, height: height),
            opacity: blend.dateOpacity)
        if let element = kept.dateLine.reused(blend.readsCompact, at: placement) { return element }
        var element = ElementFields(
            id: GreetingHeaderID.dateLine, role: .text, frame: .zero, text: geometry.dateText,
            accessibility: Self.dateLineAccessibility(geometry.dateText, blend))
        element.lines = lines
        element.font = geometry.dateFont
        element.color = .textSecondary
        element.transition = .smooth
        return kept.dateLine.keep(element, showing: blend.readsCompact, at: placement)
    }

    func bellElement(_ geometry: GreetingGeometry, _ kept: inout GreetingKeptElements) -> Element? {
        guard let slot = geometry.slots[.bell] else { return nil }
        if let element = kept.bell.reused(unreadCount) { return element }
        let element = Self.buttonFields(
            id: GreetingHeaderID.bell, symbol: "bell", slot: slot, geometry, opacity: 1,
            accessibility: Self.bellAccessibility(unread: unreadCount))
        return kept.bell.keep(element, showing: unreadCount)
    }

    /// A button on fill with a textPrimary symbol, centred in its slot, which is its tap target
    /// (the bell and the compact search button).
    static func buttonFields(
        id: String, symbol: String, slot: HeaderRect, _ geometry: GreetingGeometry, opacity: Double,
        accessibility: AccessibilityInfo
    ) -> ElementFields {
        var element = ElementFields(
            id: id, role: .button, frame: geometry.centred(geometry.buttonSide, in: slot), opacity: opacity,
            accessibility: accessibility)
        element.hit = slot
        element.symbol = symbol
        element.symbolSize = geometry.symbolSize
        element.color = .textPrimary
        element.fill = .fill
        element.cornerRadius = geometry.controlRadius(side: geometry.buttonSide)
        element.transition = .smooth
        return element
    }

    /// The unread badge on the top-trailing corner of the bell's symbol (`GreetingBadgeGeometry`):
    /// the header's only accent.
    func badgeElement(_ geometry: GreetingGeometry, _ kept: inout GreetingKeptElements) -> Element? {
        guard let slot = geometry.slots[.bell], let text = CountBadge.text(for: unreadCount) else { return nil }
        if let element = kept.badge.reused(unreadCount) { return element }
        let bell = geometry.centred(geometry.buttonSide, in: slot)
        let badge = geometry.badge
        var element = ElementFields(
            id: GreetingHeaderID.badge, role: .badge,
            frame: badge.frame(text, bell: bell, top: geometry.row.controlsBand.minY),
            text: text)
        element.font = badge.font
        element.color = .accentOn
        element.fill = .accent
        element.ring = .bg
        element.ringWidth = GreetingMetrics.badgeRingWidth
        element.cornerRadius = badge.height / 2
        element.z = 1
        element.transition = .snappy
        element.rollsFigures = true
        return kept.badge.keep(element, showing: unreadCount)
    }

    /// The avatar: the photo once it has loaded, otherwise the initials; a button only when the
    /// app handles the profile.
    func avatarElement(
        _ profile: Profile, _ geometry: GreetingGeometry, _ blend: GreetingBlend, _ kept: inout GreetingKeptElements
    ) -> Element {
        guard let slot = geometry.slots[.avatar] else { preconditionFailure("the avatar always has a slot") }
        let diameter = geometry.avatarDiameter(blend)
        if let element = kept.avatar.reused(diameter) { return element }
        let isButton = handles(.profile)
        var element = ElementFields(
            id: GreetingHeaderID.avatar, role: .avatar, frame: geometry.centred(diameter, in: slot),
            accessibility: Self.avatarAccessibility(profile, isButton: isButton))
        element.hit = isButton ? slot : nil
        element.cornerRadius = diameter / 2
        element.ring = .separator
        element.ringWidth = GreetingMetrics.avatarRingWidth
        if profile.photo == .loaded, let url = profile.avatarURL {
            element.image = url
        } else {
            element.text = geometry.initials
            element.font = Self.initialsFont(geometry, diameter: diameter)
            element.color = .textSecondary
            element.fill = .fill
        }
        element.transition = .smooth
        return kept.avatar.keep(element, showing: diameter)
    }

    /// Subheadline semibold, made smaller when the avatar is too small for it.
    private static func initialsFont(_ geometry: GreetingGeometry, diameter: Double) -> FontSpec {
        var font = geometry.environment.typography.text(.subheadline, weight: .semibold)
        let size = min(font.size, diameter * GreetingMetrics.initialsScale)
        font.lineHeight *= size / font.size
        font.size = size
        return font
    }
}
