/// The first row: the date line (or status), the bell with its badge, and the avatar.
extension GreetingHeader {
    func dateLineElement(_ geometry: GreetingGeometry, _ blend: GreetingBlend) -> Element {
        let lines = geometry.dateLines
        let height = Double(lines.count) * geometry.dateFont.lineHeight
        let band = geometry.textBand
        var element = Element(
            id: GreetingHeaderID.dateLine, role: .text,
            frame: HeaderRect(x: band.x, y: band.midY - height / 2, width: band.width, height: height),
            text: geometry.dateText, opacity: blend.dateOpacity,
            accessibility: Self.dateLineAccessibility(geometry.dateText, blend))
        element.lines = lines
        element.font = geometry.dateFont
        element.color = .textSecondary
        element.transition = .smooth
        return element
    }

    func bellElement(_ geometry: GreetingGeometry, _ blend: GreetingBlend) -> Element? {
        guard let slot = geometry.slots[.bell] else { return nil }
        return buttonElement(
            id: GreetingHeaderID.bell, symbol: "bell", slot: slot, geometry, opacity: 1,
            accessibility: Self.bellAccessibility(unread: unreadCount))
    }

    /// A button on fill with a textPrimary symbol, centred in its slot, which is its tap target
    /// (the bell and the compact search button).
    func buttonElement(
        id: String, symbol: String, slot: HeaderRect, _ geometry: GreetingGeometry, opacity: Double,
        accessibility: AccessibilityInfo
    ) -> Element {
        var element = Element(
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
    func badgeElement(_ geometry: GreetingGeometry, _ blend: GreetingBlend) -> Element? {
        guard let slot = geometry.slots[.bell], let text = CountBadge.text(for: unreadCount) else { return nil }
        let bell = geometry.centred(geometry.buttonSide, in: slot)
        let badge = geometry.badge
        var element = Element(
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
        return element
    }

    /// The avatar: the photo once it has loaded, otherwise the initials; a button only when the
    /// app handles the profile.
    func avatarElement(_ profile: Profile, _ geometry: GreetingGeometry, _ blend: GreetingBlend) -> Element {
        guard let slot = geometry.slots[.avatar] else { preconditionFailure("the avatar always has a slot") }
        let diameter = geometry.avatarDiameter(blend)
        let isButton = handles(.profile)
        var element = Element(
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
            element.font = initialsFont(geometry, diameter: diameter)
            element.color = .textSecondary
            element.fill = .fill
        }
        element.transition = .smooth
        return element
    }

    /// Subheadline semibold, made smaller when the avatar is too small for it.
    private func initialsFont(_ geometry: GreetingGeometry, diameter: Double) -> FontSpec {
        var font = geometry.environment.typography.text(.subheadline, weight: .semibold)
        let size = min(font.size, diameter * GreetingMetrics.initialsScale)
        font.lineHeight *= size / font.size
        font.size = size
        return font
    }
}
