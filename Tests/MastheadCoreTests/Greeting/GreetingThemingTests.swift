import Testing

@testable import MastheadCore

/// The Theming notes that only a theme other than the default can show: the display weight cap
/// and the fallback face.
@Suite("GreetingHeader theming")
struct GreetingThemingTests {
    static let time = CivilTime(year: 2026, month: 10, day: 23, hour: 9, minute: 41)

    static func greetingFont(_ type: TypeTokens, textSize: TextSize = .large) -> FontSpec {
        var theme = Theme.standard
        theme.type = type
        let environment = HeaderEnvironment(textSize: textSize, theme: theme)
        return GreetingHeader(profile: .sample).layout(in: environment, at: time, collapse: 0, shimmer: nil)[
            "greeting"]!.font!
    }

    @Test func aBundledBrandFaceIsUsedAt30PointsWithItsWeightCappedAtSemibold() {
        let font = Self.greetingFont(
            TypeTokens(
                face: "Fraunces", bundled: true, displayWeight: .black, figureDesign: .default, textDesign: .default))
        #expect(font.face == "Fraunces")
        #expect(font.size == 30)
        #expect(font.weight == .semibold)
    }

    @Test func aLighterDisplayWeightIsKept() {
        let font = Self.greetingFont(
            TypeTokens(
                face: "Fraunces", bundled: true, displayWeight: .regular, figureDesign: .default, textDesign: .default))
        #expect(font.weight == .regular)
    }

    @Test func anUnbundledFaceFallsBackToSFInTheFigureDesign() {
        let font = Self.greetingFont(
            TypeTokens(
                face: "Fraunces", bundled: false, displayWeight: .bold, figureDesign: .rounded, textDesign: .serif))
        #expect(font.face == FontDesign.rounded.systemFace)
        #expect(font.design == .rounded)
    }

    @Test func monospacedFiguresSendTheFallbackToTheTextDesign() {
        let font = Self.greetingFont(
            TypeTokens(
                face: "Fraunces", bundled: false, displayWeight: .bold, figureDesign: .monospaced, textDesign: .serif))
        #expect(font.face == FontDesign.serif.systemFace)
    }

    @Test func theDisplayFaceScalesWithDynamicType() {
        let type = Theme.standard.type
        #expect(abs(Self.greetingFont(type, textSize: .accessibility5).size - 30 * 60 / 34) < 1e-9)
        #expect(abs(Self.greetingFont(type, textSize: .xSmall).size - 30 * 31 / 34) < 1e-9)
    }

    @Test func theBadgeIsTheOnlyAccent() {
        let tree = GreetingHeader(profile: .sample, unreadCount: 3, pinned: true)
            .layout(in: HeaderEnvironment(), at: Self.time, collapse: 0.5, shimmer: nil)
        let accented = tree.elements.filter { [$0.fill, $0.color, $0.ring, $0.stroke].contains(.accent) }.map(\.id)
        #expect(accented == ["badge"])
    }
}
