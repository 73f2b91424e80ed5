/// The iOS text styles.
package enum TextStyle: Int, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote,
        caption1, caption2

    /// Every style is regular except headline, which is semibold.
    package var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}

/// Dynamic Type: the point size and leading of each text style at each size category (iOS).
package enum TypeScale {
    /// Point size of `style` at `size`.
    package static func size(_ style: TextStyle, _ size: TextSize) -> Double {
        Double(table[size.rawValue][style.column].size)
    }

    /// Line height (leading) of `style` at `size`.
    package static func leading(_ style: TextStyle, _ size: TextSize) -> Double {
        Double(table[size.rawValue][style.column].leading)
    }

    /// How a custom face of fixed design size scales: size × styleSize(category) / styleSize(Large).
    /// Masthead scales the display faces (greeting, scope title) with `largeTitle`.
    package static func scaled(_ designSize: Double, relativeTo style: TextStyle, _ size: TextSize) -> Double {
        designSize * self.size(style, size) / self.size(style, .large)
    }

    // Columns: largeTitle title1 title2 title3 headline/body callout subhead footnote caption1 caption2
    private static let table: [[(size: Int, leading: Int)]] = [
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]
}

extension TextStyle {
    fileprivate var column: Int {
        switch self {
        case .largeTitle: return 0
        case .title1: return 1
        case .title2: return 2
        case .title3: return 3
        case .headline, .body: return 4
        case .callout: return 5
        case .subheadline: return 6
        case .footnote: return 7
        case .caption1: return 8
        case .caption2: return 9
        }
    }
}
