import MastheadCore

/// The greeting header's steps for `h:apply` and `any.steps("greeting", …)`: scrolls (to an
/// offset, by a distance), notifications (1 to 150: 99 and 100 come up often), taps on its
/// controls and on elements that are not (which `apply` skips and notes), the clock moving,
/// settling, and the app setting the unread count. A tap can happen when the controller's
/// `tappableIDs` lists it (the skeleton's default `refusal`).
extension GreetingHeaderBinding {
    static let stepNames = ["scroll", "scroll_by", "notify", "tap", "advance", "settle", "set"]

    /// The controls first (the simplest taps), then elements that are not controls.
    static let tapIDs = [
        GreetingHeaderID.bell, GreetingHeaderID.avatar, GreetingHeaderID.searchField, GreetingHeaderID.searchButton,
        GreetingHeaderID.badge, GreetingHeaderID.greeting, GreetingHeaderID.compactGreeting, GreetingHeaderID.dateLine,
    ]

    static func drawStep(_ choices: ChoiceDraws) throws -> PropertyValue {
        switch try StepDraws.which(choices, weights: [20, 15, 15, 20, 15, 10, 5]) {
        case 0: return StepDraws.step("scroll", try StepDraws.offset(choices, farthest: 400, negative: 10))
        case 1: return StepDraws.step("scroll_by", try StepDraws.offset(choices, farthest: 200, negative: 40))
        case 2: return StepDraws.step("notify", .integer(try IntegerDraw.draw(choices, from: 1, to: 150)))
        case 3: return StepDraws.step("tap", try StepDraws.id(choices, among: tapIDs))
        case 4: return StepDraws.step("advance", try StepDraws.seconds(choices))
        case 5: return StepDraws.step("settle")
        default:
            let unread = try IntegerDraw.draw(choices, from: 0, to: 150)
            return StepDraws.step("set", .record(PropertyValue.fields(["unread": .integer(unread)])))
        }
    }
}
