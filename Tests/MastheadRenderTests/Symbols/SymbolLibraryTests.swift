import Testing

@testable import MastheadRender

@Suite("SymbolLibrary")
struct SymbolLibraryTests {
    static let symbolsTheHeadersUse = [
        "bell", "bell.fill", "magnifyingglass", "checkmark", "line.3.horizontal.decrease", "person.crop.circle",
        "envelope.badge", "bookmark", "clock", "headphones", "calendar", "star", "flame", "newspaper", "sparkles",
    ]

    @Test func drawsEverySymbolTheHeadersUse() {
        for name in Self.symbolsTheHeadersUse {
            #expect(SymbolLibrary.symbol(named: name)?.name == name, "\(name)")
        }
    }

    @Test func unknownNamesResolveToTheNeutralSquare() {
        #expect(SymbolLibrary.symbol(named: "bell.badge.waveform") == nil)
        #expect(SymbolLibrary.resolve("bell.badge.waveform") == SymbolLibrary.unknown)
        #expect(SymbolLibrary.resolve("bell").name == "bell")
    }

    @Test func pathsUseOnlyPathDataAndStayOnTheDesignGrid() {
        let commands = Set("MmLlHhVvCcSsQqTtAaZz")
        for symbol in SymbolLibrary.names.compactMap(SymbolLibrary.symbol(named:)) + [SymbolLibrary.unknown] {
            #expect(!symbol.parts.isEmpty)
            for part in symbol.parts {
                #expect(part.path.first == "M", "\(symbol.name)")
                #expect(
                    part.path.allSatisfy { commands.contains($0) || "0123456789.- ,".contains($0) }, "\(symbol.name)")
                // Absolute coordinates after M/L/H/V stay within the 24-point grid.
                let numbers = part.path.split(whereSeparator: { commands.contains($0) || $0 == " " || $0 == "," })
                #expect(
                    numbers.allSatisfy { Double($0).map { abs($0) <= SymbolLibrary.designSize } ?? true },
                    "\(symbol.name)")
            }
        }
    }

    @Test func glyphsTakeOneTerminalCell() {
        for name in SymbolLibrary.names {
            #expect(CharacterGrid.cellWidth(of: SymbolLibrary.resolve(name).glyph) == 1, "\(name)")
        }
    }
}
