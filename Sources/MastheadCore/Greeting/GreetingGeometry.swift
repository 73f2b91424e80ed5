/// Where everything of one greeting header goes, for every collapse value: fonts, wrapped lines,
/// the control slots, the row and the expanded block. Computed once per layout from the inputs,
/// the environment and the minute's texts; `GreetingBlend` then picks the point between
/// expanded and compact.
struct GreetingGeometry {
    let header: GreetingHeader
    let environment: HeaderEnvironment

    // Fonts.
    let dateFont: FontSpec
    let greetingFont: FontSpec
    let compactFont: FontSpec
    let promptFont: FontSpec
    let badgeFont: FontSpec

    // Texts, wrapped (the greeting lines are nil while the profile loads).
    let dateText: String
    let greetingText: String?
    let dateLines: [String]
    let compactLines: [String]?
    let greetingLines: [String]?
    let promptLines: [String]

    // Horizontal: the content box (inside the pinned margins).
    let contentX: Double
    let contentWidth: Double
    var contentMaxX: Double { contentX + contentWidth }

    // Controls.
    let symbolSize: Double
    let buttonSide: Double
    let avatarExpanded: Double
    let avatarCompact: Double
    /// The tap target of each control, from leading to trailing (search button, bell, avatar).
    let slots: [ControlSlot: Rect]

    // The row: text band (date / compact greeting) and controls band.
    let top: Double
    let stacked: Bool
    let textBand: Rect
    let controlsBand: Rect
    var rowMaxY: Double { max(textBand.maxY, controlsBand.maxY) }

    // The expanded block.
    let greetingFrame: Rect
    let fieldFrame: Rect?
    let bottomPadding: Double

    enum ControlSlot: CaseIterable { case search, bell, avatar }

    init(header: GreetingHeader, environment: HeaderEnvironment, time: CivilTime) {
        self.header = header
        self.environment = environment
        let typography = environment.typography
        let dateFont = typography.text(.subheadline)
        let greetingFont = typography.display(designSize: 30)
        let compactFont = typography.text(.headline)
        let promptFont = typography.text(.body)
        self.dateFont = dateFont
        self.greetingFont = greetingFont
        self.compactFont = compactFont
        self.promptFont = promptFont
        badgeFont = Typography(type: environment.theme.type, textSize: min(environment.textSize, GreetingMetrics.badgeLargestTextSize))
            .figures(.caption1)

        let dateText = header.status ?? DateLine.format(time)
        let greetingText = header.profile.map { GreetingHeader.greetingText(for: $0, at: time) }
        self.dateText = dateText
        self.greetingText = greetingText

        let margin = header.pinned ? environment.screenMargin : 0
        let contentWidth = max(environment.width - 2 * margin, 1)
        let contentMaxX = margin + contentWidth
        let top = header.pinned ? environment.safeAreaTop : 0
        contentX = margin
        self.contentWidth = contentWidth
        self.top = top

        let symbolSize = promptFont.size
        let buttonSide = symbolSize + GreetingMetrics.buttonPadding
        self.symbolSize = symbolSize
        self.buttonSide = buttonSide
        avatarExpanded = buttonSide + GreetingMetrics.avatarStep
        avatarCompact = buttonSide - GreetingMetrics.avatarStep
        let stacked = environment.textSize.isAccessibilitySize
        self.stacked = stacked

        // Slots, laid from the trailing edge: avatar, bell, search button.
        let buttonSlot = max(buttonSide, HeaderEnvironment.minimumHitSize)
        let avatarSlot = max(avatarExpanded, HeaderEnvironment.minimumHitSize)
        let controlsHeight = max(buttonSlot, avatarSlot)
        var order: [(ControlSlot, Double)] = [(.avatar, avatarSlot)]
        if header.handles(.notifications) { order.append((.bell, buttonSlot)) }
        if header.handles(.search) { order.append((.search, buttonSlot)) }
        let clusterWidth = order.map(\.1).reduce(0, +) + GreetingMetrics.slotGap * Double(order.count - 1)

        // The row's text: beside the controls, or above them at accessibility sizes.
        let textWidth = stacked ? contentWidth : max(contentWidth - clusterWidth - GreetingMetrics.textToControls, 1)
        let dateLines = dateFont.wrap(dateText, maxWidth: textWidth)
        let compactLines = greetingText.map { compactFont.wrap($0, maxWidth: textWidth) }
        self.dateLines = dateLines
        self.compactLines = compactLines
        let textHeight = max(
            Double(dateLines.count) * dateFont.lineHeight, Double(compactLines?.count ?? 1) * compactFont.lineHeight)
        let textBand: Rect, controlsBand: Rect
        if stacked {
            textBand = Rect(x: margin, y: top, width: textWidth, height: textHeight)
            controlsBand = Rect(
                x: contentMaxX - clusterWidth, y: textBand.maxY + GreetingMetrics.stackedGap, width: clusterWidth,
                height: controlsHeight)
        } else {
            let rowHeight = max(GreetingMetrics.rowMinimumHeight, controlsHeight, textHeight)
            textBand = Rect(x: margin, y: top + (rowHeight - textHeight) / 2, width: textWidth, height: textHeight)
            controlsBand = Rect(
                x: contentMaxX - clusterWidth, y: top + (rowHeight - controlsHeight) / 2, width: clusterWidth,
                height: controlsHeight)
        }
        self.textBand = textBand
        self.controlsBand = controlsBand
        var slots: [ControlSlot: Rect] = [:]
        var trailing = contentMaxX
        for (slot, side) in order {
            slots[slot] = Rect(x: trailing - side, y: controlsBand.midY - side / 2, width: side, height: side)
            trailing -= side + GreetingMetrics.slotGap
        }
        self.slots = slots

        // The expanded block: the greeting (one placeholder line while loading), then the field.
        let greetingLines = greetingText.map { greetingFont.wrap($0, maxWidth: contentWidth) }
        self.greetingLines = greetingLines
        let greetingFrame = Rect(
            x: margin, y: max(textBand.maxY, controlsBand.maxY) + GreetingMetrics.greetingGap, width: contentWidth,
            height: Double(greetingLines?.count ?? 1) * greetingFont.lineHeight)
        self.greetingFrame = greetingFrame
        let promptWidth = contentWidth - GreetingMetrics.fieldLeadingInset - symbolSize - GreetingMetrics.fieldSymbolGap
            - GreetingMetrics.fieldTrailingInset
        let promptLines = promptFont.wrap(header.searchPrompt, maxWidth: max(promptWidth, 1))
        self.promptLines = promptLines
        if header.handles(.search) {
            let fieldHeight = max(
                HeaderEnvironment.minimumHitSize,
                Double(promptLines.count) * promptFont.lineHeight + GreetingMetrics.fieldVerticalPadding)
            fieldFrame = Rect(
                x: margin, y: greetingFrame.maxY + GreetingMetrics.fieldGap, width: contentWidth, height: fieldHeight)
        } else {
            fieldFrame = nil
        }
        bottomPadding = header.pinned ? GreetingMetrics.pinnedBottomPadding : 0
    }

    /// The space the greeting takes below the row (its gap included).
    var greetingSpace: Double { greetingFrame.maxY - rowMaxY }
    /// The space the field takes below the greeting (its gap included); 0 without a field.
    var fieldSpace: Double { fieldFrame.map { $0.maxY - greetingFrame.maxY } ?? 0 }

    /// The header's height at a blend: the row, what is still open of the expanded block, and
    /// the pinned padding.
    func height(_ blend: GreetingBlend) -> Double {
        rowMaxY + greetingSpace * blend.greetingSpaceOpen + fieldSpace * blend.fieldSpaceOpen + bottomPadding
    }

    /// The avatar's diameter at a blend: it shrinks a little as the header collapses.
    func avatarDiameter(_ blend: GreetingBlend) -> Double {
        blend.mix(avatarExpanded, avatarCompact)
    }

    /// A rectangle of `side` centred in a slot.
    func centred(_ side: Double, in slot: Rect) -> Rect {
        Rect(x: slot.midX - side / 2, y: slot.midY - side / 2, width: side, height: side)
    }

    /// The corner radius of the bell, the search button and the field: the theme's radius.md,
    /// at most half the side (a radius that large makes a circle).
    func controlRadius(side: Double) -> Double {
        min(environment.theme.radiusMD, side / 2)
    }
}
