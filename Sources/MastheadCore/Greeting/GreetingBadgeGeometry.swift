/// Where the unread badge sits on the bell.
///
/// iOS puts a count badge on a control's image at its top-trailing corner, overlapping the image
/// only there, and lets a longer count grow away from the image, toward the trailing side (a tab
/// bar item's or a bar button's badge keeps its leading end and widens to the trailing side). So
/// here: the badge's leading cap is centred a quarter of its height up and out from the top-
/// trailing corner of the bell's symbol, and "99+" is longer on the trailing side only; the bell's
/// glyph stays whole, the badge covers the empty corner of its square. The row keeps room between
/// the bell and the avatar for the widest badge ("99+"), so nothing moves as the count rolls, and,
/// where a large text size leaves the bell too little room above it, starts its controls lower
/// by what the badge needs to cover no more than the top-trailing quarter of the symbol (as the
/// scope header's chip band does for the Filters badge).
struct GreetingBadgeGeometry {
    /// Figures in caption1, stopping at `GreetingMetrics.badgeLargestTextSize`.
    let font: FontSpec
    let symbolSize: Double

    /// A pill one line plus 2 tall.
    var height: Double { font.lineHeight + 2 }

    /// At least as wide as tall, with a third of its height as padding on each side.
    func width(of text: String) -> Double {
        max(height, font.width(of: text) + height * 2 / 3)
    }

    /// How far the leading cap's centre stands out from the symbol's corner, each way.
    var offset: Double { height / 4 }

    /// The badge showing `text` on the bell drawn in `bell`: its leading cap centred `offset` up
    /// and out from the top-trailing corner of the symbol, its ring no higher than `top` (the top
    /// of the row's controls: the header's top, or under the date line where it stacks above them).
    func frame(_ text: String, bell: HeaderRect, top: Double) -> HeaderRect {
        let capCentreX = bell.midX + symbolSize / 2 + offset
        let capCentreY = bell.midY - symbolSize / 2 - offset
        return HeaderRect(
            x: capCentreX - height / 2,
            y: max(top + GreetingMetrics.badgeRingWidth, capCentreY - height / 2),
            width: width(of: text), height: height)
    }

    /// How far above the top of the bell's slot (the bell is centred in it) the badge's ring must
    /// be able to reach so that the badge covers no more than the top half of the symbol; 0 when
    /// the slot itself has the room.
    func reach(aboveSlot slot: Double) -> Double {
        max(0, height + 2 * GreetingMetrics.badgeRingWidth - slot / 2)
    }

    /// How far the widest badge, with its ring and `GreetingMetrics.badgeClearance`, reaches past
    /// the trailing edge of the bell's slot (the bell is centred in it); 0 when it stays inside.
    func reach(beyondSlot slot: Double) -> Double {
        let trailing =
            symbolSize / 2 + offset - height / 2 + width(of: CountBadge.widestText) + GreetingMetrics.badgeRingWidth
            + GreetingMetrics.badgeClearance
        return max(0, trailing - slot / 2)
    }
}
