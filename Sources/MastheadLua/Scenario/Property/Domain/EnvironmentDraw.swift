import MastheadCore

/// The environment's generators: `any.text_size()`, `any.appearance()`, `any.theme()` and
/// `any.width()`. Each is a pick from a list in its natural order, so it shrinks to the first
/// (the smallest size, light, the default theme, the narrowest width) and a rule that fails from
/// AX1 up ends at exactly AX1.
enum EnvironmentDraw {
    /// `xS` … `AX5`; generating, AX5, xS, L and AX1 come up often.
    static func textSize(_ choices: ChoiceDraws) throws -> PropertyValue {
        let sizes = TextSize.allCases
        let edges = [TextSize.accessibility5, .xSmall, .large, .accessibility1].compactMap { sizes.firstIndex(of: $0) }
        let index = try choices.draw(upTo: UInt64(sizes.count - 1), edges: edges.map(UInt64.init))
        return .text(sizes[Int(index)].shortName)
    }

    static func appearance(_ choices: ChoiceDraws) throws -> PropertyValue {
        .text(try choices.draw(upTo: 1, edges: [0, 1]) == 0 ? "light" : "dark")
    }

    /// A loaded theme: `default` first, then the others by name.
    static func theme(_ choices: ChoiceDraws, among names: [String]) throws -> PropertyValue {
        let ordered = ["default"] + names.filter { $0 != "default" }.sorted()
        return .text(ordered[Int(try choices.draw(upTo: UInt64(ordered.count - 1)))])
    }

    /// iPhone widths: 320 (the narrowest the headers are laid out for) to 440; the real widths
    /// (375, 390, 393, 402, 430, 440) come up often.
    static let narrowest: Int64 = 320
    static let widest: Int64 = 440
    static let deviceWidths: [Int64] = [320, 375, 390, 393, 402, 430, 440]

    static func width(_ choices: ChoiceDraws) throws -> PropertyValue {
        let offset = try choices.draw(
            upTo: UInt64(widest - narrowest), edges: deviceWidths.map { UInt64($0 - narrowest) })
        return .integer(narrowest + Int64(offset))
    }
}
