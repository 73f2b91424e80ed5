import MastheadCore

/// The header drawn on a character grid, the picture half of the text rendering.
///
/// One column is 4 pt and one row 8 pt (the counts rounded): a 393 pt header is 98 columns, and
/// since terminal cells are about twice as tall as wide, shapes keep their proportions (a 40 pt
/// button is a square of 10×5 cells). Visible elements are drawn in draw order (`z`, then tree
/// order), later ones over earlier ones:
///
/// - a control with a fill, stroke or photo is a box with rounded corners (`╭─╮ │ ╰─╯`), heavy
///   (`┏━┓`) when selected, its symbol and text inside it;
/// - text starts at its frame's column, one row per line; what does not fit its box ends in `…`;
/// - a badge is its text in parentheses, `(3)`; the hairline is `───`, the underline `━━━`;
///   a placeholder is `░░░`; a photo fills its box with `▒`; a symbol is its glyph (`⍾` bell);
/// - an element in a scroll row is clipped to the row's viewport, and `‹` / `›` at the viewport's
///   edges say that more content lies before / after it;
/// - a translucent element is drawn like an opaque one (cells have no alpha); the element line
///   below the picture gives its opacity. The ground and containers draw nothing;
/// - in between, cells cannot blend two looks: a cross-fading element shows its heaviest look,
///   and rolling figures show in each position the figure nearest its place (the element line
///   gives the fade's and the roll's progress).
struct TextPicture {
    static let pointsPerColumn = 4.0
    static let pointsPerRow = 8.0
    /// A bound on the grid's columns and rows, so that an absurd header size cannot exhaust memory.
    static let maximumCells = 2_000

    private(set) var grid: CharacterGrid
    private let tree: RenderTree

    init(_ tree: RenderTree) {
        self.tree = tree
        grid = CharacterGrid(
            columns: Self.count(tree.size.width / Self.pointsPerColumn),
            rows: Self.count(tree.size.height / Self.pointsPerRow))
        for element in tree.drawOrder { draw(Self.shownLook(of: element)) }
        for row in tree.scrollRows { markOverflow(of: row) }
    }

    /// What cells can show of an element in between: its heaviest look, and for rolling figures
    /// the figure nearest its place in each position.
    static func shownLook(of element: Element) -> Element {
        var shown = element
        if let fade = element.crossFade, let look = fade.strongestLook, look.weight > fade.progress {
            shown = look.element
        }
        if let roll = shown.roll {
            shown.text = roll.nearestText
            shown.lines = nil
        }
        return shown
    }

    private static func count(_ cells: Double) -> Int {
        guard cells.isFinite, cells > 0 else { return 0 }
        return Int(min(max(cells.rounded(), 1), Double(maximumCells)))
    }

    /// The cell index of a coordinate in cell units, safe for any Double.
    private static func index(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? maximumCells : (value < 0 ? -maximumCells : 0) }
        return Int(min(max(value, -Double(maximumCells)), Double(maximumCells)))
    }

    /// The column an edge at `x` falls on.
    static func column(at x: Double) -> Int { index((x / pointsPerColumn).rounded()) }
    /// The row a point at `y` lies in.
    static func row(at y: Double) -> Int { index((y / pointsPerRow).rounded(.down)) }

    /// The cells a frame covers: edges rounded to the nearest cell boundary, at least one cell.
    static func span(of frame: HeaderRect) -> CellRect {
        let left = column(at: frame.minX)
        let top = index((frame.minY / pointsPerRow).rounded())
        let right = max(column(at: frame.maxX), left + 1)
        let bottom = max(index((frame.maxY / pointsPerRow).rounded()), top + 1)
        return CellRect(columns: left..<right, rows: top..<bottom)
    }

    /// The cells an element may draw on: the grid, and its scroll row's viewport.
    private func clip(for element: Element) -> CellRect {
        guard let rowID = element.scrollRow, let row = tree.scrollRow(rowID) else { return grid.bounds }
        return grid.bounds.intersection(Self.span(of: row.viewport))
    }

    private mutating func draw(_ element: Element) {
        let clip = clip(for: element)
        let span = Self.span(of: element.frame)
        switch element.role {
        case .ground, .container:
            return
        case .placeholder:
            grid.fill(span, with: "░", clip: clip)
        case .hairline:
            drawRule(element, "─", clip: clip)
        case .underline:
            drawRule(element, "━", clip: clip)
        case .badge:
            let text = "(" + (element.text ?? "") + ")"
            let row = Self.row(at: element.frame.midY)
            let start = (span.columns.lowerBound + span.columns.upperBound) / 2 - CharacterGrid.cellWidth(of: text) / 2
            grid.write(text, column: start, row: row, limit: grid.columns - 1, clip: clip)
        default:
            let boxed = element.fill != nil || element.stroke != nil || element.image != nil
            let inside = span.interior
            guard boxed, !inside.isEmpty else {
                drawContent(element, in: span, clip: clip)
                return
            }
            drawBox(span, heavy: element.accessibility.traits.contains(.selected), clip: clip)
            grid.fill(inside, with: element.image == nil ? " " : "▒", clip: clip)
            drawContent(element, in: inside, clip: clip)
        }
    }

    private mutating func drawRule(_ element: Element, _ scalar: Unicode.Scalar, clip: CellRect) {
        let row = min(max(Self.row(at: element.frame.midY), 0), grid.rows - 1)
        let columns = Self.span(of: element.frame).columns
        grid.fill(CellRect(columns: columns, rows: row..<(row + 1)), with: scalar, clip: clip)
    }

    private mutating func drawBox(_ box: CellRect, heavy: Bool, clip: CellRect) {
        let (horizontal, vertical): (Unicode.Scalar, Unicode.Scalar) = heavy ? ("━", "┃") : ("─", "│")
        let corners: (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar, Unicode.Scalar) =
            heavy ? ("┏", "┓", "┗", "┛") : ("╭", "╮", "╰", "╯")
        let left = box.columns.lowerBound
        let right = box.columns.upperBound - 1
        let top = box.rows.lowerBound
        let bottom = box.rows.upperBound - 1
        grid.fill(CellRect(columns: (left + 1)..<right, rows: top..<(top + 1)), with: horizontal, clip: clip)
        grid.fill(CellRect(columns: (left + 1)..<right, rows: bottom..<(bottom + 1)), with: horizontal, clip: clip)
        grid.fill(CellRect(columns: left..<(left + 1), rows: (top + 1)..<bottom), with: vertical, clip: clip)
        grid.fill(CellRect(columns: right..<(right + 1), rows: (top + 1)..<bottom), with: vertical, clip: clip)
        grid.put(corners.0, column: left, row: top, clip: clip)
        grid.put(corners.1, column: right, row: top, clip: clip)
        grid.put(corners.2, column: left, row: bottom, clip: clip)
        grid.put(corners.3, column: right, row: bottom, clip: clip)
    }

    /// The symbol and text of an element, inside `box` (its frame's cells, or its box's interior).
    /// A photo hides the text (the initials are what shows while there is no photo).
    private mutating func drawContent(_ element: Element, in box: CellRect, clip: CellRect) {
        guard element.symbol != nil || (element.image == nil && element.text != nil) else { return }
        let content = ElementContent(element)
        let lines = element.image == nil ? content.lines : []
        let glyph = element.symbol.map { SymbolLibrary.resolve($0).glyph }
        let limit = box.columns.upperBound - 1
        func row(_ y: Double) -> Int {
            min(max(Self.row(at: y), box.rows.lowerBound), max(box.rows.upperBound - 1, box.rows.lowerBound))
        }
        let symbolRow = content.symbolFrame.map { row($0.midY) }

        switch content.alignment {
        case .leading:
            var textStart = box.columns.lowerBound
            if let glyph, let frame = content.symbolFrame, let symbolRow {
                let column = max(Self.column(at: frame.minX), box.columns.lowerBound)
                grid.put(glyph, column: column, row: symbolRow, clip: clip)
                textStart = column + 2
            }
            for line in lines {
                let column = max(Self.column(at: line.frame.minX), textStart)
                grid.write(line.text, column: column, row: row(line.frame.midY), limit: limit, clip: clip)
            }
        case .center:
            let center = (box.columns.lowerBound + box.columns.upperBound) / 2
            var pendingGlyph = glyph
            for line in lines {
                let lineRow = row(line.frame.midY)
                var text = line.text
                if let symbol = pendingGlyph, lineRow == symbolRow {
                    text = String(symbol) + " " + text
                    pendingGlyph = nil
                }
                let start = max(center - CharacterGrid.cellWidth(of: text) / 2, box.columns.lowerBound)
                grid.write(text, column: start, row: lineRow, limit: limit, clip: clip)
            }
            if let symbol = pendingGlyph, let symbolRow {
                grid.put(symbol, column: center - CharacterGrid.cellWidth(of: symbol) / 2, row: symbolRow, clip: clip)
            }
        }
    }

    /// `‹` and `›` at the edges of a scroll row whose content runs past its viewport.
    private mutating func markOverflow(of row: ScrollRow) {
        guard row.scrolls else { return }
        let span = Self.span(of: row.viewport)
        let line = Self.row(at: row.viewport.midY)
        let clip = grid.bounds
        if row.offset > 0.5 {
            grid.put("‹" as Unicode.Scalar, column: span.columns.lowerBound, row: line, clip: clip)
        }
        if row.offset + row.viewport.width < row.contentWidth - 0.5 {
            grid.put("›" as Unicode.Scalar, column: span.columns.upperBound - 1, row: line, clip: clip)
        }
    }
}
