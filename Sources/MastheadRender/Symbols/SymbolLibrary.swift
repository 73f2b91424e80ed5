/// A hand-drawn stand-in for an SF Symbol: vector parts on a 24×24 design grid, and a one-cell
/// glyph for the text rendering.
///
/// SF Symbols cannot ship outside Apple platforms, so the SVG picture draws these instead: close
/// enough in shape and weight that a person recognises the bell or the magnifying glass.
package struct Symbol: Sendable, Equatable {
    /// How a part is painted: outlined like a regular-weight symbol, or filled.
    package enum Paint: Sendable, Equatable { case stroke, fill }

    /// One path of the symbol, in design-grid coordinates.
    package struct Part: Sendable, Equatable {
        package var path: String
        package var paint: Paint

        package init(_ path: String, _ paint: Paint = .stroke) {
            self.path = path
            self.paint = paint
        }
    }

    /// The SF Symbol name it stands for ("bell.fill").
    package var name: String
    /// The character the text rendering draws for it (one terminal cell wide).
    package var glyph: Character
    package var parts: [Part]

    package init(name: String, glyph: Character, parts: [Part]) {
        self.name = name
        self.glyph = glyph
        self.parts = parts
    }
}

/// The symbols the headers draw, by SF Symbol name.
///
/// ```swift
/// SymbolLibrary.symbol(named: "bell")?.glyph   // "⍾"
/// SymbolLibrary.resolve("no.such.symbol")      // SymbolLibrary.unknown: a neutral rounded square
/// ```
package enum SymbolLibrary {
    /// The side of the square design grid the paths are drawn on.
    package static let designSize = 24.0
    /// The stroke width of outlined parts on the design grid (SF's regular weight at 24 pt).
    package static let strokeWidth = 1.9

    /// What an unknown name draws: a neutral rounded square, so a missing symbol shows as a gap in
    /// the library rather than as nothing (and the element still has its size).
    package static let unknown = Symbol(
        name: "unknown", glyph: "□",
        parts: [Symbol.Part("M8 5h8a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3Z")])

    /// The symbol called `name`, or nil when the library has no drawing of it.
    package static func symbol(named name: String) -> Symbol? {
        symbolsByName[name]
    }

    /// The symbol called `name`, or `unknown`.
    package static func resolve(_ name: String) -> Symbol {
        symbolsByName[name] ?? unknown
    }

    /// Every name the library can draw, sorted.
    package static var names: [String] { symbolsByName.keys.sorted() }

    private static let symbolsByName: [String: Symbol] = Dictionary(
        drawings.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
