import MastheadCore

/// The scope header in Lua: `scope{...}`, `chip{...}`, and `scope_header`, a table with
/// `sample_scopes` and `sample_chips` that builds a header when called (`scope_header{...}`);
/// the steps every header has, and its own `scroll_row` and `row` (`ScopeHeaderMethods`). What
/// is the same for every header lives in the skeleton (`HeaderBinding`).
enum ScopeHeaderBinding: HeaderBinding {
    static let name = "scope_header"
    static let luaClass = makeClass()
    static let optionFields = ScopeHeaderSettings.fields
    static let ownMethods = ScopeHeaderMethods.all
    /// Called through the `scope_header` table: the options are argument 2.
    static let builder = HeaderBuilder<Self>.function(optionsAt: 2)

    static func install(on stack: LuaStack) {
        stack.push(ScopeItemTables.scopeBuilder)
        stack.setGlobal("scope")
        stack.push(ScopeItemTables.chipBuilder)
        stack.setGlobal("chip")
        stack.pushTable(fields: 2)
        ScopeItemTables.pushList(ScopeHeader.sampleScopes, on: stack) { ScopeItemTables.push($0, on: $1) }
        stack.setField("sample_scopes", in: -2)
        ScopeItemTables.pushList(ScopeHeader.sampleChips, on: stack) { ScopeItemTables.push($0, on: $1) }
        stack.setField("sample_chips", in: -2)
        stack.makeCallable(tableAt: -1, builder)
        stack.setGlobal(name)
    }

    /// The contract's defaults (a Filters button, on_filters = true, in a pinned section), then
    /// the options; the title is required.
    static func settings(from options: OptionTable, in context: ScenarioContext) throws -> ScopeHeaderSettings {
        var settings = ScopeHeaderSettings(
            inputs: ScopeHeader(title: "", scopes: [], pinned: true), environment: HeaderEnvironment(), sectionTop: 0,
            onFilters: .present)
        try settings.apply(options, themes: context.services.themes)
        guard !settings.inputs.title.isEmpty else {
            throw LuaScriptError("\(name): field 'title' is required (a non-empty string)")
        }
        return settings
    }

    static func build(_ settings: ScopeHeaderSettings, in context: ScenarioContext) throws -> ScopeHeaderComponent {
        do throws(ScopeHeaderInputError) {
            let controller = try ScopeHeaderController(
                inputs: settings.inputs, environment: settings.environment, clock: context.clock,
                sectionTop: settings.sectionTop)
            return ScopeHeaderComponent(controller: controller, onFilters: settings.onFilters)
        } catch {
            throw ScopeHeaderSettings.message(error, function: name)
        }
    }

    static func apply(_ options: OptionTable, to component: ScopeHeaderComponent, on stack: LuaStack) throws {
        var settings = component.settings
        try settings.apply(options, themes: try stack.scenario().services.themes)
        do throws(ScopeHeaderInputError) {
            try component.controller.set(
                settings.inputs, environment: settings.environment, sectionTop: settings.sectionTop)
        } catch {
            throw ScopeHeaderSettings.message(error, function: options.function)
        }
        component.onFilters = settings.onFilters
    }

    /// Filters runs on_filters when it is a function.
    static func handler(for result: ScopeHeaderTap, of component: ScopeHeaderComponent) -> LuaReference? {
        guard result == .filters, case .function(let function) = component.onFilters else { return nil }
        return function
    }

    /// `scope_header("Reading")`.
    static func describe(_ component: ScopeHeaderComponent) -> String {
        "scope_header(\"\(component.controller.inputs.title)\")"
    }
}
