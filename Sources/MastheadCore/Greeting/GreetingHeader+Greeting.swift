/// The greeting, twice: the large one in the display face under the row, and the compact one
/// in the headline style that takes the row as the header collapses.
extension GreetingHeader {
    /// "Good morning, Maya": the part of the day at `time` and the profile's greeting name.
    package static func greetingText(for profile: Profile, at time: CivilTime) -> String {
        "\(DayPeriod(time).salutation), \(profile.greetingName)"
    }

    func greetingElement(_ profile: Profile, _ geometry: GreetingGeometry, _ blend: GreetingBlend) -> Element {
        let text = geometry.greetingText ?? ""
        var element = Element(
            id: GreetingHeaderID.greeting, role: .text, frame: geometry.greetingFrame, text: text,
            opacity: blend.greetingOpacity,
            accessibility: Self.greetingAccessibility(text, isRead: !blend.readsCompact))
        element.lines = geometry.greetingLines
        element.font = geometry.greetingFont
        element.color = .textPrimary
        element.transition = .smooth
        return element
    }

    func compactGreetingElement(_ profile: Profile, _ geometry: GreetingGeometry, _ blend: GreetingBlend) -> Element {
        let text = geometry.greetingText ?? ""
        let lines = geometry.compactLines ?? [text]
        let height = Double(lines.count) * geometry.compactFont.lineHeight
        let band = geometry.textBand
        var element = Element(
            id: GreetingHeaderID.compactGreeting, role: .text,
            frame: HeaderRect(x: band.x, y: band.midY - height / 2, width: band.width, height: height), text: text,
            opacity: blend.compactOpacity, accessibility: Self.greetingAccessibility(text, isRead: blend.readsCompact))
        element.lines = lines
        element.font = geometry.compactFont
        element.color = .textPrimary
        element.transition = .smooth
        return element
    }
}
