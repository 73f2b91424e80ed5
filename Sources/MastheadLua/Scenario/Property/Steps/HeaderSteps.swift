import MastheadCore

/// What `any.steps(kind, …)` and `h:apply(steps)` know of one kind of header: its name, its Lua
/// class, the steps `apply` runs (its own methods, so a step does exactly what the call does),
/// the steps that cannot happen now (a tap on what is not a control at that moment), and how one
/// step table is drawn. Everything else is shared.
protocol HeaderSteps {
    /// `"greeting"`, `"scope"`: what `any.steps` is given.
    static var kind: String { get }
    static var luaClass: LuaClass { get }
    /// The methods `apply` runs, by name (`{ "scroll", 30 }` calls `h:scroll(30)`).
    static var stepNames: [String] { get }
    /// The ids a tap reaches now.
    static func tappable(_ component: any SceneComponent) -> [String]
    /// Why the step `name` (with its first argument) cannot happen now, or nil when it can: `apply`
    /// skips it and notes the reason. By default, a tap on what `tappable` does not list.
    static func refusal(_ name: String, argument: String?, component: any SceneComponent) -> String?
    /// One step table, such as `{ "tap", "bell" }`.
    static func drawStep(_ choices: ChoiceDraws) throws -> PropertyValue
}

extension HeaderSteps {
    static func refusal(_ name: String, argument: String?, component: any SceneComponent) -> String? {
        tapRefusal(name, argument: argument, component: component)
    }

    /// Why a tap on `argument` cannot happen now: the element is absent, hidden or not a control.
    static func tapRefusal(_ name: String, argument: String?, component: any SceneComponent) -> String? {
        guard name == "tap", let id = argument, !tappable(component).contains(id) else { return nil }
        guard let element = component.targetTree()[id] else { return "absent" }
        return element.isControl ? "hidden" : "not a control"
    }
}

/// Every kind of header, for `any.steps` and `h:apply`. A new header adds its line.
enum HeaderStepKinds {
    static let all: [any HeaderSteps.Type] = [GreetingSteps.self, ScopeSteps.self]

    static func named(_ kind: String) -> (any HeaderSteps.Type)? { all.first { $0.kind == kind } }

    /// The kind of the header object at `index`.
    static func of(_ stack: LuaStack, at index: Int32) -> (any HeaderSteps.Type)? {
        all.first { kind in
            let object: AnyObject? = stack.object(at: index, as: kind.luaClass)
            return object != nil
        }
    }

    /// `any.steps(kind, min, max)`: a list of step tables, which shrinks to fewer and simpler steps.
    static func draw(_ kind: any HeaderSteps.Type, _ choices: ChoiceDraws, minimum: Int, maximum: Int) throws
        -> PropertyValue
    {
        var steps: [PropertyValue] = []
        _ = try choices.collection(minimum: minimum, maximum: maximum) { _ in steps.append(try kind.drawStep(choices)) }
        return .list(steps)
    }
}

/// The draws steps of both headers share.
enum StepDraws {
    /// Which step, from `weights` (in percent, one per step, in the order of the step names):
    /// shrinks to the first.
    static func which(_ choices: ChoiceDraws, weights: [UInt64]) throws -> Int {
        Int(
            try choices.draw(upTo: UInt64(weights.count - 1)) { stream in
                var roll = stream.upTo(weights.reduce(0, +) - 1)
                for (index, weight) in weights.enumerated() {
                    if roll < weight { return UInt64(index) }
                    roll -= weight
                }
                return 0
            })
    }

    /// A scroll offset or distance in whole points, up to `farthest` either way: a sign, then
    /// the size, so it shrinks to 0. The collapse distance and its half come up often.
    static func offset(_ choices: ChoiceDraws, farthest: Int64, negative percent: UInt64) throws -> PropertyValue {
        let negative = try choices.flag(percent)
        let size = try choices.draw(upTo: UInt64(farthest), edges: [36, 72, 73, UInt64(farthest)])
        return .integer(negative ? -Int64(size) : Int64(size))
    }

    /// Seconds for `advance`, in hundredths up to three seconds (shrinks to 0): a spring's
    /// tenths, its settling, and a minute boundary's second come up often.
    static func seconds(_ choices: ChoiceDraws) throws -> PropertyValue {
        .float(Double(try choices.draw(upTo: 300, edges: [10, 25, 50, 100, 300])) / 100)
    }

    /// One of `ids`, the first the simplest.
    static func id(_ choices: ChoiceDraws, among ids: [String]) throws -> PropertyValue {
        .text(ids[Int(try choices.draw(upTo: UInt64(ids.count - 1)))])
    }

    static func step(_ name: String, _ arguments: PropertyValue...) -> PropertyValue {
        .list([.text(name)] + arguments)
    }
}
