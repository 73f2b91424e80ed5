import MastheadCore

/// The scope header's globals: `scope{...}`, `chip{...}`, and `scope_header`, a table with
/// `sample_scopes` and `sample_chips` that builds a header when called: `scope_header{...}`.
enum ScopeHeaderBinding {
    static let install: @Sendable (LuaStack) -> Void = { stack in
        stack.push(ScopeItemTables.scopeBuilder)
        stack.setGlobal("scope")
        stack.push(ScopeItemTables.chipBuilder)
        stack.setGlobal("chip")
        stack.pushTable(fields: 2)
        ScopeItemTables.pushList(ScopeHeader.sampleScopes, on: stack) { ScopeItemTables.push($0, on: $1) }
        stack.setField("sample_scopes", in: -2)
        ScopeItemTables.pushList(ScopeHeader.sampleChips, on: stack) { ScopeItemTables.push($0, on: $1) }
        stack.setField("sample_chips", in: -2)
        stack.makeCallable(tableAt: -1, build)
        stack.setGlobal("scope_header")
    }

    /// `scope_header{...}` (called through the table: the options are argument 2).
    static let build = LuaFunction { stack in
        let context = try stack.scenario()
        guard stack.type(at: 2) == .table else {
            throw LuaScriptError(
                "scope_header expects a table of fields (scope_header{ title = \"Reading\", ... }), got \(OptionTable.describe(stack, 2))"
            )
        }
        // The contract's defaults: a Filters button (on_filters = true) in a pinned section.
        var settings = ScopeHeaderSettings(
            header: ScopeHeader(title: "", scopes: [], pinned: true), environment: HeaderEnvironment(), sectionTop: 0,
            onFilters: .present)
        try settings.apply(stack, at: 2, function: "scope_header", themes: context.services.themes)
        guard !settings.header.title.isEmpty else {
            throw LuaScriptError("scope_header: field 'title' is required (a non-empty string)")
        }
        let controller: ScopeHeaderController
        do throws(ScopeHeaderInputError) {
            controller = try ScopeHeaderController(
                inputs: settings.header, environment: settings.environment, clock: context.clock,
                sectionTop: settings.sectionTop)
        } catch {
            throw ScopeHeaderSettings.message(error, function: "scope_header")
        }
        let component = LuaScopeHeader(controller: controller, onFilters: settings.onFilters)
        context.add(component)
        stack.push(object: component, as: luaClass)
        return 1
    }

    static let luaClass = LuaClass(
        name: "masthead.scope_header", methods: ScopeHeaderMethods.all + CommonMethods.all,
        get: ScopeHeaderFields.get, set: ScopeHeaderFields.set, tostring: ScopeHeaderFields.tostring)
}

extension LuaStack {
    /// The scope header a method was called on, or an error naming the method.
    func scopeHeader(_ method: String) throws -> LuaScopeHeader {
        guard let header: LuaScopeHeader = object(at: 1, as: ScopeHeaderBinding.luaClass) else {
            throw LuaScriptError("\(method) is a method of a scope header: call it as s:\(method)(...)")
        }
        return header
    }
}
