import Testing

@testable import MastheadCore

/// The type rules of the specs that depend on theme tokens.
@Suite struct TypographyTests {
    func typography(
        face: String = "Fraunces", bundled: Bool = true, weight: FontWeight = .semibold,
        figures: FontDesign = .default, text: FontDesign = .default, size: TextSize = .large
    ) -> Typography {
        Typography(
            type: TypeTokens(
                face: face, bundled: bundled, displayWeight: weight, figureDesign: figures, textDesign: text),
            textSize: size)
    }

    @Test func theDisplayWeightIsCappedAtSemibold() {
        for weight in [FontWeight.semibold, .bold, .heavy, .black] {
            #expect(typography(weight: weight).display(designSize: 30).weight == .semibold)
        }
        for weight in [FontWeight.ultraLight, .thin, .light, .regular, .medium] {
            #expect(typography(weight: weight).display(designSize: 30).weight == weight)
        }
    }

    @Test func aBundledFaceIsUsedAsItIs() {
        let display = typography(face: "Fraunces", bundled: true, figures: .rounded).display(designSize: 30)
        #expect(display.face == "Fraunces")
        #expect(display.style == "display")
        #expect(display.size == 30)
    }

    @Test func aFaceThatIsNotBundledFallsBackToSFInTheFigureDesign() {
        #expect(typography(bundled: false).display(designSize: 30).face == "SF Pro")
        #expect(
            typography(bundled: false, figures: .rounded, text: .serif).display(designSize: 30).face == "SF Pro Rounded"
        )
        #expect(typography(bundled: false, figures: .serif).display(designSize: 28).design == .serif)
    }

    @Test func withMonospacedFiguresTheFallbackTakesTheTextDesign() {
        let display = typography(bundled: false, figures: .monospaced, text: .serif).display(designSize: 30)
        #expect(display.face == "New York")
        #expect(display.design == .serif)
        #expect(
            typography(bundled: false, figures: .monospaced, text: .monospaced).display(designSize: 30).face
                == "SF Mono")
        // Bundled, the brand face is kept whatever the figures.
        #expect(typography(bundled: true, figures: .monospaced).display(designSize: 30).face == "Fraunces")
    }

    @Test func monospacedFiguresHaveEqualWidths() {
        let figures = typography(figures: .monospaced).figures(.caption1)
        #expect(figures.monospacedDigits)
        #expect(figures.face == "SF Mono")
        #expect(figures.width(of: "111") == figures.width(of: "888"))
        let proportional = typography().figures(.caption1)
        #expect(!proportional.monospacedDigits)
        #expect(proportional.width(of: "111") < proportional.width(of: "888"))
    }

    @Test func theDisplayScalesWithLargeTitle() {
        #expect(typography(size: .xSmall).display(designSize: 30).size == 30.0 * 31 / 34)
        #expect(typography(size: .accessibility5).display(designSize: 30).size == 30.0 * 60 / 34)
        #expect(typography(size: .accessibility5).display(designSize: 28).size == 28.0 * 60 / 34)
    }

    @Test func textStylesUseTheTextDesignAndTheirOwnWeights() {
        let type = typography(text: .rounded)
        #expect(type.text(.headline).weight == .semibold)
        #expect(type.text(.headline).size == 17)
        #expect(type.text(.subheadline).size == 15)
        #expect(type.text(.subheadline).face == "SF Pro Rounded")
        #expect(type.text(.body, weight: .semibold).weight == .semibold)
    }
}
