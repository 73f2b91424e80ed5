import MastheadCore

/// The scope header's steps for `h:apply` and `any.steps("scope", …)`: scrolls of the feed, taps
/// on tabs and chips (the ids `any.scopes()` and `any.chips()` draw, the samples' first), on
/// Filters and on elements that are not controls, the clock moving, settling, and the chip row
/// scrolled sideways. Besides a tap on what is not tappable now, a sideways scroll of a row that
/// is not shown cannot happen.
extension ScopeHeaderBinding {
    static let stepNames = ["scroll", "scroll_by", "tap", "advance", "settle", "scroll_row", "set"]

    static let tapIDs =
        ScopeItemsDraw.scopeIDs.map(ScopeHeaderID.scope) + ScopeItemsDraw.chipIDs.map(ScopeHeaderID.chip) + [
            ScopeHeaderID.filters, ScopeHeaderID.title, ScopeHeaderID.underline,
        ]

    /// A tap that cannot happen, or a sideways scroll of a row that is not shown (no chips).
    static func refusal(_ name: String, argument: String?, component: ScopeHeaderComponent) -> String? {
        if name == "scroll_row", let row = argument.flatMap(ScopeHeaderRow.init(rawValue:)),
            component.controller.row(row) == nil
        {
            return "the \(row.rawValue) row is not shown"
        }
        return tapRefusal(name, argument: argument, component: component)
    }

    static func drawStep(_ choices: ChoiceDraws) throws -> PropertyValue {
        switch try StepDraws.which(choices, weights: [20, 15, 30, 15, 10, 10]) {
        case 0: return StepDraws.step("scroll", try StepDraws.offset(choices, farthest: 400, negative: 10))
        case 1: return StepDraws.step("scroll_by", try StepDraws.offset(choices, farthest: 200, negative: 40))
        case 2: return StepDraws.step("tap", try StepDraws.id(choices, among: tapIDs))
        case 3: return StepDraws.step("advance", try StepDraws.seconds(choices))
        case 4: return StepDraws.step("settle")
        default:
            let offset = try choices.draw(upTo: 800, edges: [800])
            return StepDraws.step("scroll_row", .text("chips"), .integer(Int64(offset)))
        }
    }
}
