/// The first row: the control slots at the trailing edge and the band where the date line and
/// the compact greeting cross-fade. The row is the same at every collapse, so nothing in it moves
/// while the header collapses (the search button's slot is kept even while it is transparent).
struct GreetingRowLayout {
    enum Slot: CaseIterable { case search, bell, avatar }

    /// At accessibility sizes the text takes the full width above the controls.
    let stacked: Bool
    let dateLines: [String]
    /// The compact greeting's lines; nil while loading.
    let compactLines: [String]?
    let textBand: HeaderRect
    let controlsBand: HeaderRect
    /// Each control's tap target; the control is drawn centred in it.
    let slots: [Slot: HeaderRect]

    var maxY: Double { max(textBand.maxY, controlsBand.maxY) }

    /// Lays the row out in `content` (its x, top and width), wrapping the date and the greeting in
    /// the width the controls leave.
    /// With a bell, the row makes room for its `badge` (`GreetingBadgeGeometry`): the gap between
    /// the bell and the avatar takes the widest badge, and the controls start lower when the badge
    /// must reach above the bell's slot.
    init(
        header: GreetingHeader, content: HeaderRect, controls: GreetingControlSizes, badge: GreetingBadgeGeometry,
        stacked: Bool, date: (text: String, font: FontSpec), greeting: (text: String, font: FontSpec)?
    ) {
        self.stacked = stacked
        let hasBell = header.handles(.notifications)
        let slotsHeight = max(controls.buttonSlot, controls.avatarSlot)
        let bellDrop = (slotsHeight - controls.buttonSlot) / 2
        let lift = hasBell ? max(0, badge.reach(aboveSlot: controls.buttonSlot) - bellDrop) : 0
        // Slots from the trailing edge, each with the gap before the next one: the avatar always,
        // the bell and the search button when handled.
        let badgeGap = max(
            GreetingMetrics.slotGap, badge.reach(beyondSlot: controls.buttonSlot) - controls.avatarRingInset)
        var order: [(slot: Slot, side: Double, gap: Double)] = [(.avatar, controls.avatarSlot, 0)]
        if hasBell { order.append((.bell, controls.buttonSlot, badgeGap)) }
        if header.handles(.search) { order.append((.search, controls.buttonSlot, GreetingMetrics.slotGap)) }
        let clusterWidth = order.map { $0.side + $0.gap }.reduce(0, +)
        let controlsHeight = slotsHeight + lift

        let textWidth = stacked ? content.width : max(content.width - clusterWidth - GreetingMetrics.textToControls, 1)
        dateLines = date.font.wrap(date.text, maxWidth: textWidth)
        compactLines = greeting.map { $0.font.wrap($0.text, maxWidth: textWidth) }
        let compactLineHeight = greeting?.font.lineHeight ?? date.font.lineHeight
        let textHeight = max(
            Double(dateLines.count) * date.font.lineHeight, Double(compactLines?.count ?? 1) * compactLineHeight)

        let textTop: Double
        let controlsTop: Double
        if stacked {
            textTop = content.y
            controlsTop = content.y + textHeight + GreetingMetrics.stackedGap
        } else {
            let rowHeight = max(GreetingMetrics.rowMinimumHeight, controlsHeight, textHeight)
            textTop = content.y + (rowHeight - textHeight) / 2
            controlsTop = content.y + (rowHeight - controlsHeight) / 2
        }
        textBand = HeaderRect(x: content.x, y: textTop, width: textWidth, height: textHeight)
        controlsBand = HeaderRect(
            x: content.maxX - clusterWidth, y: controlsTop, width: clusterWidth, height: controlsHeight)

        var slots: [Slot: HeaderRect] = [:]
        var trailing = content.maxX
        for (slot, side, gap) in order {
            trailing -= gap
            let middle = controlsBand.minY + lift + slotsHeight / 2
            slots[slot] = HeaderRect(x: trailing - side, y: middle - side / 2, width: side, height: side)
            trailing -= side
        }
        self.slots = slots
    }
}
