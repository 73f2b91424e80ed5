import MastheadCore

/// The greeting header's steps for `any.steps("greeting", …)` and `h:apply`: scrolls (to an
/// offset, by a distance), notifications (1 to 150: 99 and 100 come up often), taps on its
/// controls and on elements that are not (which `apply` skips and notes), the clock moving,
/// settling, and the app setting the unread count.
enum GreetingSteps: HeaderSteps {
    static let kind = "greeting"
    static var luaClass: LuaClass { GreetingHeaderClass.luaClass }
    static let stepNames = ["scroll", "scroll_by", "notify", "tap", "advance", "settle", "set"]
    static let tapIDs = [
        "bell", "avatar", "search_field", "search_button", "badge", "greeting", "compact_greeting", "date_line",
    ]

    static func tappable(_ component: any SceneComponent) -> [String] {
        (component as? GreetingHeaderComponent)?.controller.tappableIDs ?? []
    }

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
