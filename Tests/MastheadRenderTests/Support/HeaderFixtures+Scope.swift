import MastheadCore

extension HeaderFixtures {
    static let sampleChips: [(id: String, title: String, symbol: String)] = [
        ("unread", "Unread", "envelope.badge"), ("saved", "Saved", "bookmark"), ("audio", "Audio", "headphones"),
        ("long-reads", "Long reads", "clock"), ("trending", "Trending", "flame"),
    ]

    /// A stuck scope header for the Reading tab: "For you" selected, the first chip on.
    /// `chips` is how many sample chips it shows (nil: loading placeholders); `offset` scrolls
    /// the chip row.
    static func scope(
        chips: Int? = 5, appearance: Appearance = .light, offset: Double = 0, shimmer: Double? = 0.6
    ) -> RenderTree {
        var elements: [Element] = []
        let display = typography.display(designSize: 28)
        elements.append(
            make(
                "title", .text,
                HeaderRect(x: margin, y: 8, width: display.width(of: "Reading"), height: display.lineHeight),
                text: "Reading"
            ) {
                $0.font = display
                $0.color = .textPrimary
                $0.accessibility = AccessibilityInfo(label: "Reading", traits: [.header])
            })

        let scopesTop = 50.0
        var x = margin
        var underline = HeaderRect.zero
        for (index, (id, title, count)) in [
            ("for-you", "For you", "4 new"), ("following", "Following", nil), ("saved", "Saved", nil),
        ].enumerated() {
            let selected = index == 0
            let font = typography.text(.body, weight: selected ? .semibold : .regular)
            let frame = HeaderRect(x: x, y: scopesTop, width: font.width(of: title), height: 44)
            if selected { underline = HeaderRect(x: frame.x, y: frame.maxY - 2, width: frame.width, height: 2) }
            elements.append(
                make("scope.\(id)", .tab, frame, text: title) {
                    $0.font = font
                    $0.color = selected ? .textPrimary : .textSecondary
                    $0.scrollRow = "scopes"
                    $0.hit = $0.frame.grown(toAtLeast: 44)
                    $0.accessibility = AccessibilityInfo(
                        label: title, value: count, traits: selected ? [.button, .selected] : [.button])
                })
            x = frame.maxX + 24
        }
        let scopeRow = ScrollRow(
            id: "scopes", viewport: HeaderRect(x: 0, y: scopesTop, width: width, height: 44),
            contentWidth: x - 24 + margin,
            offset: 0)
        elements.append(hairline("scope_hairline", y: scopesTop + 44 - 1.0 / 3))
        elements.append(
            make("underline", .underline, underline) {
                $0.fill = .textPrimary
                $0.cornerRadius = 1
                $0.scrollRow = "scopes"
                $0.z = 1
            })

        let chipTop = 106.0
        let filters = HeaderRect(x: width - margin - 40, y: chipTop, width: 40, height: 32)
        let viewport = HeaderRect(x: 0, y: chipTop - 6, width: filters.minX - 8, height: 44)
        x = margin
        if let chips {
            let font = typography.text(.subheadline, weight: .medium)
            for (index, chip) in sampleChips.prefix(chips).enumerated() {
                let on = index == 0
                let symbol = on ? "checkmark" : chip.symbol
                let frame = HeaderRect(
                    x: x - offset, y: chipTop, width: 12 + 15 + 6 + font.width(of: chip.title) + 14, height: 32)
                elements.append(
                    make("chip.\(chip.id)", .chip, frame, text: chip.title) {
                        $0.font = font
                        $0.symbol = symbol
                        $0.symbolSize = 15
                        $0.color = on ? .bg : .textPrimary
                        $0.fill = on ? .textPrimary : .fill
                        $0.stroke = on ? nil : .separator
                        $0.strokeWidth = on ? 0 : 1
                        $0.cornerRadius = 16
                        $0.scrollRow = "chips"
                        $0.hit = $0.frame.grown(toAtLeast: 44)
                        $0.accessibility = AccessibilityInfo(
                            label: chip.title, hint: "Double-tap to toggle the filter",
                            traits: on ? [.button, .selected] : [.button])
                    })
                x += frame.width + 8
            }
        } else {
            for (index, chipWidth) in [72.0, 96, 64, 88].enumerated() {
                elements.append(
                    placeholder(
                        "placeholder.chip.\(index + 1)", HeaderRect(x: x, y: chipTop, width: chipWidth, height: 32),
                        radius: 16, shimmer: shimmer))
                elements[elements.count - 1].scrollRow = "chips"
                x += chipWidth + 8
            }
        }
        let chipRow = ScrollRow(id: "chips", viewport: viewport, contentWidth: x - 8 + margin, offset: offset)
        elements.append(
            symbolButton(
                "filters", filters, symbol: "line.3.horizontal.decrease", size: 17, radius: 16, label: "Filters",
                value: chips == nil ? nil : "1 on"
            ) {
                $0.ring = .separator
                $0.ringWidth = 1
            })
        if chips != nil { elements.append(badge("filters_badge", count: "1", on: filters)) }
        let height = chipTop + 32 + 12 + 1.0 / 3
        elements.append(hairline("hairline", y: height - 1.0 / 3))
        return tree("scope", height: height, elements, rows: [scopeRow, chipRow], appearance: appearance)
    }
}
