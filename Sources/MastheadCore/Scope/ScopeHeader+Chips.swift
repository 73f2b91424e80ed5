/// One chip in its row, in content coordinates.
struct ChipGeometry {
    let chip: ScopeHeader.Chip
    let frame: HeaderRect
    let isOn: Bool
    /// The symbol drawn before the title: the check when on, else the chip's own symbol.
    let symbol: String?
}

/// The chip row: chips (or grey placeholders while they load) scrolling sideways, and the
/// Filters button fixed at the row's trailing end.
///
/// The row's band is at least 44 pt tall so every target fits inside it; with a Filters button it
/// starts lower by what its badge reaches above the button, so the badge never meets the tabs.
/// The chips' viewport ends `filtersGap` before the button (or runs the full width without one).
struct ChipRowGeometry {
    let band: HeaderRect
    let row: ScrollRow
    let chips: [ChipGeometry]
    /// Loading placeholders (content coordinates); empty once chips are given.
    let placeholders: [HeaderRect]
    let filters: FiltersGeometry?

    init(_ header: ScopeHeader, metrics: ScopeHeaderMetrics, top: Double) {
        let lift = header.hasFilters ? FiltersGeometry.reachAboveBand(metrics) : 0
        band = HeaderRect(x: 0, y: top + lift, width: metrics.width, height: metrics.chipBandHeight)
        let filters = header.hasFilters ? FiltersGeometry(metrics: metrics, band: band) : nil
        self.filters = filters
        let chipTop = band.midY - metrics.chipHeight / 2
        let viewportEnd = max(filters.map { $0.button.minX - metrics.filtersGap } ?? metrics.width, 0)
        var cursor = metrics.margin
        var chips: [ChipGeometry] = []
        var placeholders: [HeaderRect] = []
        if let list = header.chips {
            for chip in list {
                let isOn = header.isOn(chip.id)
                let symbol = isOn ? ScopeHeader.checkSymbol : chip.symbol
                let width = ChipRowGeometry.chipWidth(title: chip.title, hasSymbol: symbol != nil, metrics: metrics)
                chips.append(
                    ChipGeometry(
                        chip: chip, frame: HeaderRect(x: cursor, y: chipTop, width: width, height: metrics.chipHeight),
                        isOn: isOn, symbol: symbol))
                cursor += width + metrics.chipSpacing
            }
        } else {
            for width in metrics.placeholderWidths {
                let scaled = min(width * metrics.placeholderScale, viewportEnd - 2 * metrics.margin)
                placeholders.append(HeaderRect(x: cursor, y: chipTop, width: scaled, height: metrics.chipHeight))
                cursor += scaled + metrics.chipSpacing
            }
        }
        self.chips = chips
        self.placeholders = placeholders
        let lastEnd = (chips.last?.frame.maxX ?? placeholders.last?.maxX) ?? 0
        let trailing = filters == nil ? metrics.margin : 0
        row = ScrollRow(
            id: ScopeHeaderRow.chips.rawValue,
            viewport: HeaderRect(x: 0, y: band.minY, width: viewportEnd, height: band.height),
            contentWidth: lastEnd + trailing, offset: 0, transition: .snappy)
    }

    /// Padding, symbol, gap and title; at least 44 pt so a chip's target is its own shape.
    static func chipWidth(title: String, hasSymbol: Bool, metrics: ScopeHeaderMetrics) -> Double {
        let symbol = hasSymbol ? metrics.symbolSize + metrics.symbolGap : 0
        let width = 2 * metrics.chipPadding + symbol + metrics.chipFont.width(of: title)
        return max(width, metrics.chipMinimumWidth)
    }

    func chip(_ id: String) -> ChipGeometry? { chips.first { $0.chip.id == id } }
}

extension ScopeHeader {
    /// The symbol a chip shows while it is on.
    package static let checkSymbol = "checkmark"

    /// The chips, scrolled as `row` says: off on fill with a separator stroke, on in textPrimary
    /// with the label in bg and a check.
    func chipElements(
        _ geometry: ChipRowGeometry, row: ScrollRow, metrics: ScopeHeaderMetrics, _ kept: inout ScopeKeptElements,
        into elements: inout [Element]
    ) {
        kept.chips.makeRoom(for: geometry.chips.count)
        for index in geometry.chips.indices {
            let frame = row.place(geometry.chips[index].frame)
            let placement = ElementPlacement(
                frame: frame, hit: frame.grown(toAtLeast: HeaderEnvironment.minimumHitSize))
            let look = ScopeKeptElements.ChipLook(chip: geometry.chips[index].chip, isOn: geometry.chips[index].isOn)
            if let chip = kept.chips[index].reused(look, at: placement) {
                elements.append(chip)
            } else {
                let chip = Self.chipFields(geometry.chips[index], row: row, metrics: metrics)
                elements.append(kept.chips[index].keep(chip, showing: look, at: placement))
            }
        }
    }

    /// A chip, off on fill with a separator stroke, on in textPrimary with the label in bg and a
    /// check (its placement is the row's).
    private static func chipFields(_ item: ChipGeometry, row: ScrollRow, metrics: ScopeHeaderMetrics) -> ElementFields {
        var element = ElementFields(
            id: ScopeHeaderID.chip(item.chip.id), role: .chip, frame: .zero, text: item.chip.title,
            accessibility: chipAccessibility(item.chip, isOn: item.isOn))
        element.font = metrics.chipFont
        element.color = item.isOn ? .bg : .textPrimary
        element.fill = item.isOn ? .textPrimary : .fill
        if !item.isOn {
            element.stroke = .separator
            element.strokeWidth = metrics.chipStrokeWidth
        }
        element.cornerRadius = metrics.chipHeight / 2
        element.symbol = item.symbol
        element.symbolSize = item.symbol == nil ? nil : metrics.symbolSize
        element.scrollRow = row.id
        element.transition = .snappy
        element.z = 3
        return element
    }
}
