/// A resolved font as an element carries it: face, size, weight, the seed's style name and the
/// line height, at the environment's text size.
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(textSize: .accessibility2),
///     clock: VirtualClock())
/// let font = try #require(header.currentTree()["date_line"]?.font)
/// #expect(font.face == "SF Pro" && font.style == "subhead" && font.weight == .regular)
/// #expect(font.size == 30 && font.lineHeight == 37)   // subheadline at AX2
/// ```
public struct FontSpec: Sendable, Equatable, Hashable {
    /// The face name: the brand face when bundled, otherwise a system face ("SF Pro", "SF Mono" …).
    public var face: String
    /// The point size, grown or shrunk with the text size.
    public var size: Double
    /// The stroke weight: `.regular`, `.semibold` …
    public var weight: FontWeight
    /// The seed's style name: "display", "headline", "body", "subhead" or "caption".
    public var style: String
    package var design: FontDesign
    /// Figures drawn with equal widths (`monospacedDigit()`).
    package var monospacedDigits: Bool
    /// The height of one line of text in this font.
    public var lineHeight: Double

    package init(
        face: String, size: Double, weight: FontWeight, style: String, design: FontDesign = .default,
        monospacedDigits: Bool = false, lineHeight: Double
    ) {
        self.face = face
        self.size = size
        self.weight = weight
        self.style = style
        self.design = design
        self.monospacedDigits = monospacedDigits
        self.lineHeight = lineHeight
    }

    /// The width of `text` in this font (bundled metrics; see `TextMeasure`).
    package func width(of text: String) -> Double {
        TextMeasure.width(of: text, size: size, weight: weight, monospacedDigits: monospacedDigits)
    }

    /// The width a line of `wrap` takes: the spaces hanging at its end do not count, as `wrap`
    /// does not count them when it fills the line.
    package func lineWidth(of line: String) -> Double {
        width(of: String(line[..<(line.lastIndex { $0 != " " }.map(line.index(after:)) ?? line.startIndex)]))
    }

    /// `text` broken into lines no wider than `maxWidth`.
    package func wrap(_ text: String, maxWidth: Double) -> [String] {
        TextMeasure.wrap(text, size: size, weight: weight, maxWidth: maxWidth, monospacedDigits: monospacedDigits)
    }
}

/// The fonts the two headers draw with, resolved from a theme and a text size.
///
/// The seeds' rules: the display text uses the brand face when it is bundled, otherwise SF in the
/// theme's figure design, or in its text design when figures are monospaced; its weight is the
/// theme's display weight capped at semibold; it scales with Dynamic Type relative to largeTitle.
/// Running text uses SF in the text design; figures use the figure design.
package struct Typography: Sendable, Equatable {
    package let type: TypeTokens
    package let textSize: TextSize

    package init(type: TypeTokens, textSize: TextSize) {
        self.type = type
        self.textSize = textSize
    }

    /// The display face at `designSize` points (30 for the greeting, 28 for the scope title).
    package func display(designSize: Double) -> FontSpec {
        let size = TypeScale.scaled(designSize, relativeTo: .largeTitle, textSize)
        let leading = size * TypeScale.leading(.largeTitle, textSize) / TypeScale.size(.largeTitle, textSize)
        let design = type.figureDesign == .monospaced ? type.textDesign : type.figureDesign
        return FontSpec(
            face: type.bundled ? type.face : design.systemFace, size: size,
            weight: min(type.displayWeight, .semibold), style: "display", design: type.bundled ? .default : design,
            lineHeight: leading.rounded(.up))
    }

    /// A text style in the theme's text design.
    package func text(_ style: TextStyle, weight: FontWeight? = nil) -> FontSpec {
        FontSpec(
            face: type.textDesign.systemFace, size: TypeScale.size(style, textSize),
            weight: weight ?? style.defaultWeight, style: style.seedName, design: type.textDesign,
            lineHeight: TypeScale.leading(style, textSize))
    }

    /// Figures (badge counts) in a text style: the figure design, monospaced when it says so.
    package func figures(_ style: TextStyle, weight: FontWeight? = nil) -> FontSpec {
        let design = type.figureDesign
        return FontSpec(
            face: design.systemFace, size: TypeScale.size(style, textSize),
            weight: weight ?? style.defaultWeight, style: style.seedName, design: design,
            monospacedDigits: design == .monospaced, lineHeight: TypeScale.leading(style, textSize))
    }
}

extension TextStyle {
    /// The name the seeds and the scenario API use for this style.
    package var seedName: String {
        switch self {
        case .largeTitle, .title1, .title2, .title3: return "display"
        case .headline: return "headline"
        case .body, .callout: return "body"
        case .subheadline, .footnote: return "subhead"
        case .caption1, .caption2: return "caption"
        }
    }
}
