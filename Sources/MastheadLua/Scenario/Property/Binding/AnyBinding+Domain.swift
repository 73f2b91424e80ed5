import MastheadText

/// The generators of the headers' own values: what a builder accepts, biased towards the edges
/// that find bugs, and shrinking to the simplest (`Domain/`).
extension AnyBinding {
    static let domainGenerators: [(String, LuaFunction)] = [
        generator("profile", arguments: 0) { .value(try ProfileDraw.draw($0.choices)) },
        generator("scopes", arguments: 0) { .value(try ScopeItemsDraw.scopes($0.choices)) },
        generator("chips", arguments: 0) { .value(try ScopeItemsDraw.chips($0.choices)) },
        generator("text_size", arguments: 0) { .value(try EnvironmentDraw.textSize($0.choices)) },
        generator("appearance", arguments: 0) { .value(try EnvironmentDraw.appearance($0.choices)) },
        generator("width", arguments: 0) { .value(try EnvironmentDraw.width($0.choices)) },
        generator("theme", arguments: 0) { call in
            let context = try call.stack.scenario()
            return .value(try EnvironmentDraw.theme(call.choices, among: context.services.themes.names))
        },
        generator("steps", arguments: 3, steps),
    ]

    /// The most steps `any.steps` draws.
    static let maximumSteps = 100

    /// `any.steps("greeting" | "scope", min, max)`.
    static func steps(_ call: AnyCall) throws -> Drawn {
        guard let name = call.stack.string(at: call.slot(1)), let binding = HeaderStepLists.binding(name) else {
            let kinds = HeaderStepLists.kinds
            let given = call.stack.string(at: call.slot(1)).map { Suggestion.didYouMean($0, in: kinds) } ?? ""
            throw LuaScriptError(
                "\(call.function): the kind of header must be \(kinds.map { "\"\($0)\"" }.joined(separator: " or "))"
                    + " (got \(OptionTable.describe(call.stack, call.slot(1))))\(given)")
        }
        let (minimum, maximum) = try call.bounds(at: 2, largest: Int64(maximumSteps))
        return .value(try HeaderStepLists.draw(binding, call.choices, minimum: minimum, maximum: maximum))
    }
}
