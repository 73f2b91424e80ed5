@testable import MastheadCore
@testable import MastheadLua
@testable import TestHeaders

/// The test-only banner (TestHeaders' `BannerHeader`) in Lua: `banner_header{ message = "…" }`
/// and the steps every header has. This file is all a third header adds to MastheadLua; the
/// skeleton (`HeaderBinding`) does the rest. `join()` makes it known to the process, as the
/// shipped headers are from the start.
enum BannerHeaderBinding: HeaderBinding {
    /// What `banner_header{...}` and `h:set{...}` set: the inputs and the environment.
    struct Settings {
        var inputs: BannerHeader
        var environment: HeaderEnvironment
    }

    static let name = "banner_header"
    static let luaClass = makeClass()
    static let optionFields = ["message", "loading"] + EnvironmentOptions.fields
    static let fieldNames = ["message", "offset"]
    static let ownMethods: [(String, LuaFunction)] = []
    static let builder = HeaderBuilder<Self>.function(optionsAt: 1)
    static let stepNames = ["scroll", "scroll_by", "tap", "advance", "settle"]

    /// Joins the banner's kind and binding to the shipped ones, for this process.
    static func join() {
        HeaderKinds.join(BannerHeader.self)
        HeaderBindings.join(Self.self)
    }

    static func install(on stack: LuaStack) {
        stack.push(builder)
        stack.setGlobal(name)
    }

    /// The message is required.
    static func settings(from options: OptionTable, in context: ScenarioContext) throws -> Settings {
        var settings = Settings(inputs: BannerHeader(message: ""), environment: HeaderEnvironment())
        try read(options, into: &settings, themes: context.services.themes)
        guard !settings.inputs.message.isEmpty else {
            throw LuaScriptError("\(name): field 'message' is required (a non-empty string)")
        }
        return settings
    }

    static func build(_ settings: Settings, in context: ScenarioContext) throws -> BannerHeaderComponent {
        BannerHeaderComponent(
            controller: BannerController(settings.inputs, environment: settings.environment, clock: context.clock))
    }

    static func apply(_ options: OptionTable, to component: BannerHeaderComponent, on stack: LuaStack) throws {
        let controller = component.controller
        var settings = Settings(inputs: controller.inputs, environment: controller.environment)
        try read(options, into: &settings, themes: try stack.scenario().services.themes)
        controller.set(settings.inputs, environment: settings.environment)
    }

    private static func read(_ options: OptionTable, into settings: inout Settings, themes: ThemeCatalog) throws {
        if let message = try options.string("message", nonEmpty: true) { settings.inputs.message = message }
        if let loading = try options.boolean("loading") { settings.inputs.isLoading = loading }
        settings.environment = try EnvironmentOptions.apply(options, to: settings.environment, themes: themes)
    }

    /// Dismiss only records "on_dismiss": the banner takes no Lua function.
    static func handler(for result: String, of component: BannerHeaderComponent) -> LuaReference? { nil }

    static func push(field name: String, of component: BannerHeaderComponent, on stack: LuaStack) {
        switch name {
        case "message": stack.push(component.controller.inputs.message)
        case "offset": ElementTable.pushNumber(component.controller.scrollOffset, on: stack)
        default: stack.pushNil()
        }
    }

    static func describe(_ component: BannerHeaderComponent) -> String {
        "banner_header(\"\(component.controller.inputs.message)\")"
    }

    static func drawStep(_ choices: ChoiceDraws) throws -> PropertyValue {
        switch try StepDraws.which(choices, weights: [30, 20, 25, 15, 10]) {
        case 0: return StepDraws.step("scroll", try StepDraws.offset(choices, farthest: 120, negative: 10))
        case 1: return StepDraws.step("scroll_by", try StepDraws.offset(choices, farthest: 60, negative: 40))
        case 2: return StepDraws.step("tap", try StepDraws.id(choices, among: ["dismiss", "message"]))
        case 3: return StepDraws.step("advance", try StepDraws.seconds(choices))
        default: return StepDraws.step("settle")
        }
    }
}

/// A banner built by a scenario: its live controller (the banner holds nothing only Lua has).
final class BannerHeaderComponent: HeaderComponent {
    let controller: BannerController

    init(controller: BannerController) { self.controller = controller }
}
