/// A rectangle of terminal cells, half-open in both directions (`columns.upperBound` is outside).
struct CellRect: Equatable {
    var columns: Range<Int>
    var rows: Range<Int>

    var isEmpty: Bool { columns.isEmpty || rows.isEmpty }

    /// The cells both rectangles share (possibly none).
    func intersection(_ other: CellRect) -> CellRect {
        CellRect(columns: columns.clamped(to: other.columns), rows: rows.clamped(to: other.rows))
    }

    /// The cells strictly inside the border of this rectangle.
    var interior: CellRect {
        guard columns.count >= 2, rows.count >= 2 else { return CellRect(columns: 0..<0, rows: 0..<0) }
        return CellRect(
            columns: (columns.lowerBound + 1)..<(columns.upperBound - 1),
            rows: (rows.lowerBound + 1)..<(rows.upperBound - 1))
    }
}

/// The cells the text rendering draws on, one character a cell; wide characters (CJK, emoji) take
/// two cells so that the columns stay aligned in a terminal.
///
/// The text renderer runs thousands of times a second, so a cell is a `UInt32`: a Unicode scalar
/// for the usual one-scalar character, or an index into `clusters` for a grapheme of several
/// scalars (an emoji with a skin tone, a letter with a combining accent). Rows come out as UTF-8
/// bytes, without building a `String` per cell.
struct CharacterGrid {
    let columns: Int
    let rows: Int
    private var cells: [UInt32]
    private var clusters: [String] = []

    private static let space: UInt32 = 0x20
    /// The second cell of a wide character; never printed.
    private static let continuation: UInt32 = 0xFFFF_FFFF
    /// Marks a cell holding `clusters[value & ~clusterFlag]`.
    private static let clusterFlag: UInt32 = 0x8000_0000

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = [UInt32](repeating: Self.space, count: self.columns * self.rows)
    }

    var bounds: CellRect { CellRect(columns: 0..<columns, rows: 0..<rows) }

    /// Puts `scalar` at a cell when that cell (and, for a wide scalar, the next one) lies in `clip`;
    /// whatever it half-covers of a wide character already there is cleared.
    mutating func put(_ scalar: Unicode.Scalar, column: Int, row: Int, clip: CellRect) {
        store(scalar.value, width: Self.cellWidth(of: scalar), column: column, row: row, clip: clip)
    }

    mutating func put(_ character: Character, column: Int, row: Int, clip: CellRect) {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            put(scalar, column: column, row: row, clip: clip)
        } else {
            let width = Self.cellWidth(of: character)
            guard Self.fits(width: width, column: column, row: row, clip: clip) else { return }
            clusters.append(String(character))
            store(Self.clusterFlag | UInt32(clusters.count - 1), width: width, column: column, row: row, clip: clip)
        }
    }

    private static func fits(width: Int, column: Int, row: Int, clip: CellRect) -> Bool {
        clip.rows.contains(row) && clip.columns.contains(column) && clip.columns.contains(column + width - 1)
    }

    private mutating func store(_ value: UInt32, width: Int, column: Int, row: Int, clip: CellRect) {
        guard Self.fits(width: width, column: column, row: row, clip: clip) else { return }
        let rowStart = row * columns
        for offset in 0..<width { clearWideNeighbours(at: rowStart + column + offset, rowStart: rowStart) }
        cells[rowStart + column] = value
        if width == 2 { cells[rowStart + column + 1] = Self.continuation }
    }

    /// Before a cell is overwritten: a wide character it belongs to loses its other half.
    private mutating func clearWideNeighbours(at index: Int, rowStart: Int) {
        if cells[index] == Self.continuation, index > rowStart {
            cells[index - 1] = Self.space
        }
        if index + 1 < rowStart + columns, cells[index + 1] == Self.continuation {
            cells[index + 1] = Self.space
        }
        cells[index] = Self.space
    }

    /// Writes `text` from `column` on `row`, one cell per character (two for wide ones). When it
    /// runs past `limit` (the last column the text may use) it is cut and ends in "…"; cells
    /// outside `clip` are skipped, so content scrolled out of a viewport simply disappears.
    /// Control characters show as blank cells (they would break the row, or the terminal).
    mutating func write(_ text: String, column: Int, row: Int, limit: Int, clip: CellRect) {
        if Self.isOneCellPerByte(text) { return writeASCII(text, column: column, row: row, limit: limit, clip: clip) }
        var cursor = column
        let truncated = Self.cellWidth(of: text) > limit - column + 1
        for original in text {
            let character = Self.isControl(original) ? " " : original
            let width = Self.cellWidth(of: character)
            if truncated, cursor + width > limit {
                put("…" as Unicode.Scalar, column: min(cursor, limit), row: row, clip: clip)
                return
            }
            put(character, column: cursor, row: row, clip: clip)
            cursor += width
        }
    }

    /// `write` for the usual ASCII text: the same cells, without breaking it into graphemes.
    private mutating func writeASCII(_ text: String, column: Int, row: Int, limit: Int, clip: CellRect) {
        let truncated = text.utf8.count > limit - column + 1
        var cursor = column
        for byte in text.utf8 {
            if truncated, cursor + 1 > limit {
                put("…" as Unicode.Scalar, column: min(cursor, limit), row: row, clip: clip)
                return
            }
            store(
                byte < 0x20 || byte == 0x7F ? Self.space : UInt32(byte), width: 1, column: cursor, row: row, clip: clip)
            cursor += 1
        }
    }

    /// True when every character of `text` is one ASCII byte, so one cell: anything but "\r\n",
    /// the one ASCII grapheme of two bytes.
    static func isOneCellPerByte(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// Repeats `scalar` over every cell of `area` inside `clip`.
    mutating func fill(_ area: CellRect, with scalar: Unicode.Scalar, clip: CellRect) {
        let target = area.intersection(clip)
        guard Self.cellWidth(of: scalar) == 1 else {
            for row in target.rows {
                for column in target.columns { put(scalar, column: column, row: row, clip: target) }
            }
            return
        }
        // Put cell by cell, only the wide characters cut at the run's two ends would lose a half.
        guard !target.isEmpty else { return }
        for row in target.rows {
            let rowStart = row * columns
            let first = rowStart + target.columns.lowerBound
            let last = rowStart + target.columns.upperBound - 1
            clearWideNeighbours(at: first, rowStart: rowStart)
            clearWideNeighbours(at: last, rowStart: rowStart)
            cells.withUnsafeMutableBufferPointer { cells in
                for index in first...last { cells[index] = scalar.value }
            }
        }
    }

    /// Appends row `row` as UTF-8, without the second halves of wide characters, and without
    /// trailing spaces unless `padded` (a framed picture keeps every row `columns` cells wide).
    func appendRow(_ row: Int, to bytes: inout [UInt8], padded: Bool) {
        let start = row * columns
        var end = start + columns
        if !padded {
            while end > start, cells[end - 1] == Self.space { end -= 1 }
        }
        cells.withUnsafeBufferPointer { cells in
            // At most 4 bytes a cell, or a cluster's own length: counted over this row's cells only
            // (a picture of a long emoji name has thousands of clusters over hundreds of rows),
            // and only when the picture has clusters at all.
            var capacity = (end - start) * 4
            if !clusters.isEmpty {
                capacity = 0
                for index in start..<end {
                    let value = cells[index]
                    let isCluster = value != Self.continuation && value & Self.clusterFlag != 0
                    capacity += isCluster ? clusters[Int(value & ~Self.clusterFlag)].utf8.count : 4
                }
            }
            bytes.appendBytes(capacity: capacity) { output in
                var cursor = output
                for index in start..<end {
                    let value = cells[index]
                    if value < 0x80 {
                        cursor.pointee = UInt8(truncatingIfNeeded: value)
                        cursor += 1
                    } else if value == Self.continuation {
                        continue
                    } else if value & Self.clusterFlag != 0 {
                        for byte in clusters[Int(value & ~Self.clusterFlag)].utf8 {
                            cursor.pointee = byte
                            cursor += 1
                        }
                    } else {
                        UTF8Encoding.encode(value, into: cursor)
                        cursor += UTF8Encoding.count(value)
                    }
                }
                return cursor - output
            }
        }
    }

    /// How many terminal cells a scalar takes: 2 for East Asian wide and full-width letters and
    /// for emoji, 1 otherwise (box drawing and the symbol glyphs included).
    static func cellWidth(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0..<0x1100:
            return 1
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// A grapheme's width: its first scalar's, or 2 when it asks for emoji presentation (U+FE0F).
    static func cellWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 1 }
        if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return cellWidth(of: first)
    }

    static func cellWidth(of text: String) -> Int {
        if isOneCellPerByte(text) { return text.utf8.count }
        var width = 0
        for character in text { width += cellWidth(of: character) }
        return width
    }

    static func isControl(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
