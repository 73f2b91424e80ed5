import Testing

@testable import MastheadRender

@Suite("CharacterGrid")
struct CharacterGridTests {
    static func row(_ grid: CharacterGrid, _ index: Int = 0) -> String {
        var bytes: [UInt8] = []
        grid.appendRow(index, to: &bytes, padded: false)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` written on a one-row grid of 12 columns.
    static func written(_ text: String, at column: Int = 0, limit: Int = 11, clip: Range<Int> = 0..<12) -> String {
        var grid = CharacterGrid(columns: 12, rows: 1)
        grid.write(text, column: column, row: 0, limit: limit, clip: CellRect(columns: clip, rows: 0..<1))
        return row(grid)
    }

    @Test func writeTruncatesAtItsLimitWithAnEllipsis() {
        #expect(Self.written("Long reads today", at: 2, limit: 8) == "  Long r…")
        #expect(Self.written("Long", at: 2, limit: 5) == "  Long")
    }

    @Test func clipCutsWithoutAnEllipsis() {
        #expect(Self.written("abcdefgh", at: 1, clip: 3..<7) == "   cdef")
    }

    @Test func wideCharactersTakeTwoCellsAndOverwritingHalfClearsThem() {
        var grid = CharacterGrid(columns: 8, rows: 1)
        grid.write("日本", column: 0, row: 0, limit: 7, clip: grid.bounds)
        #expect(Self.row(grid) == "日本")
        grid.put("x" as Character, column: 1, row: 0, clip: grid.bounds)
        #expect(Self.row(grid) == " x本")
        var padded: [UInt8] = []
        grid.appendRow(0, to: &padded, padded: true)
        #expect(CharacterGrid.cellWidth(of: String(decoding: padded, as: UTF8.self)) == 8)
    }

    @Test func aFillOverHalfOfAWideCharacterClearsTheOtherHalf() {
        var grid = CharacterGrid(columns: 8, rows: 1)
        grid.write("日本語", column: 1, row: 0, limit: 7, clip: grid.bounds)
        grid.fill(CellRect(columns: 2..<5, rows: 0..<1), with: "─", clip: grid.bounds)
        #expect(Self.row(grid) == "  ───語")
        grid.fill(CellRect(columns: 6..<7, rows: 0..<1), with: "░", clip: grid.bounds)
        #expect(Self.row(grid) == "  ─── ░")
    }

    @Test func aCarriageReturnAndLineFeedIsOneBlankCell() {
        #expect(Self.written("a\r\nb") == "a b")
        #expect(CharacterGrid.cellWidth(of: "a\r\nb") == 3)
    }

    @Test func graphemesOfSeveralScalarsKeepEveryScalar() {
        #expect(Self.written("e\u{301}👋🏽!").unicodeScalars.elementsEqual("e\u{301}👋🏽!".unicodeScalars))
    }

    @Test func controlCharactersBecomeBlankCells() {
        #expect(Self.written("a\nb\u{7}c") == "a b c")
    }

    @Test func rowsDropTrailingSpacesUnlessPadded() {
        var grid = CharacterGrid(columns: 6, rows: 2)
        grid.put("╭" as Unicode.Scalar, column: 1, row: 1, clip: grid.bounds)
        #expect(Self.row(grid, 0) == "")
        #expect(Self.row(grid, 1) == " ╭")
        var padded: [UInt8] = []
        grid.appendRow(1, to: &padded, padded: true)
        #expect(String(decoding: padded, as: UTF8.self) == " ╭    ")
    }
}
