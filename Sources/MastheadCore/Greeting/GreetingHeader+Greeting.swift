/// The greeting, twice: the large one in the display face under the row, and the compact one
/// in the headline style that takes the row as the header collapses.
extension GreetingHeader {
    /// "Good morning, Maya": the part of the day at `time` and the profile's greeting name.
    package static func greetingText(for profile: Profile, at time: CivilTime) -> String {
        "\(DayPeriod(time).salutation), \(profile.greetingName)"
    }

    func greetingElement(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, _ kept: inout GreetingKeptElements
    ) -> Element {
        let placement = ElementPlacement(frame: geometry.greetingFrame, opacity: blend.greetingOpacity)
        if let element = kept.greeting.reused(blend.readsCompact, at: placement) { return element }
        let text = geometry.greetingText ?? ""
        var element = ElementFields(
            id: GreetingHeaderID.greeting, role: .text, frame: .zero, text: text,
            accessibility: Self.greetingAccessibility(text, isRead: !blend.readsCompact))
        element.lines = geometry.greetingLines
        element.font = geometry.greetingFont
        element.color = .textPrimary
        element.transition = .smooth
        return kept.greeting.keep(element, showing: blend.readsCompact, at: placement)
    }

    func compactGreetingElement(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, _ kept: inout GreetingKeptElements
    ) -> Element {
        let text = geometry.greetingText ?? ""
        let lines = geometry.compactLines ?? [text]
        let height = Double(lines.count) * geometry.compactFont.lineHeight
        let band = geometry.textBand
        let placement = ElementPlacement(
            frame: HeaderRect(x: band.x, y: band.midY - height / 2, width: band.width, height: height),
            opacity: blend.compactOpacity)
        if let element = kept.compactGreeting.reused(blend.readsCompact, at: placement) { return element }
        var element = ElementFields(
            id: GreetingHeaderID.compactGreeting, role: .text, frame: .zero, text: text,
            accessibility: Self.greetingAccessibility(text, isRead: blend.readsCompact))
        element.lines = lines
        element.font = geometry.compactFont
        element.color = .textPrimary
        element.transition = .smooth
        return kept.compactGreeting.keep(element, showing: blend.readsCompact, at: placement)
    }
}
