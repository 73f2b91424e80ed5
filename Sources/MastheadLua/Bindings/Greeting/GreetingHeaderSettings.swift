import MastheadCore
import MastheadText

/// Everything a `greeting_header{...}` or `h:set{...}` table can set: the inputs, the
/// environment, the Lua functions behind the three ways out and the status provider.
///
/// `false` clears what `nil` cannot in a Lua table: `h:set{ status = false }` brings the date
/// back, `profile = false` shows the loading placeholders, `collapse = false` hands collapse back
/// to scroll tracking.
struct GreetingHeaderSettings {
    var inputs = GreetingHeader()
    var environment = HeaderEnvironment()
    /// The Lua functions given for `on_profile`, `on_notifications`, `on_search`.
    var handlers: [GreetingAction: LuaReference] = [:]
    var statusProvider: String?
    var statusData: LuaReference?

    static let fields =
        [
            "profile", "status", "status_provider", "status_data", "unread", "collapse", "search_prompt", "on_profile",
            "on_notifications", "on_search", "pinned", "collapse_distance",
        ] + EnvironmentOptions.fields

    /// Applies the fields present in `options`; errors name the field and the offending value.
    mutating func apply(_ options: OptionTable, services: ScenarioServices) throws {
        try applyInputs(options)
        for action in GreetingAction.allCases {
            try applyHandler(action, options)
        }
        try applyStatusProvider(options, services: services)
        environment = try EnvironmentOptions.apply(options, to: environment, themes: services.themes)
    }

    private mutating func applyInputs(_ options: OptionTable) throws {
        if options.clearing("profile") {
            inputs.profile = nil
        } else if options.has("profile") {
            let slot = options.push("profile")
            defer { options.stack.pop() }
            guard options.stack.type(at: slot) == .table else {
                throw options.fieldError("profile", "a profile (profile{...}), or false while it loads", got: slot)
            }
            inputs.profile = try ProfileTable.read(options.stack, at: slot, function: "\(options.function).profile")
        }
        if options.clearing("status") {
            inputs.status = nil
        } else if let status = try options.string("status") {
            inputs.status = status
        }
        if let unread = try options.integer("unread", minimum: 0) { inputs.unreadCount = unread }
        if options.clearing("collapse") {
            inputs.collapse = nil
        } else if let collapse = try options.number("collapse", in: 0...1) {
            inputs.collapse = collapse
        }
        if let prompt = try options.string("search_prompt") { inputs.searchPrompt = prompt }
        if let pinned = try options.boolean("pinned") { inputs.pinned = pinned }
        if let distance = try options.number("collapse_distance", in: 1...10_000) { inputs.collapseDistance = distance }
    }

    /// `on_…`: true (handled, nothing to run), a function (handled, run on tap) or false (absent).
    private mutating func applyHandler(_ action: GreetingAction, _ options: OptionTable) throws {
        let name = action.eventName
        switch options.type(of: name) {
        case .nil, .none:
            return
        case .boolean:
            let present = try options.boolean(name) ?? false
            if present { inputs.actions.insert(action) } else { inputs.actions.remove(action) }
            handlers[action] = nil
        case .function:
            let slot = options.push(name)
            defer { options.stack.pop() }
            inputs.actions.insert(action)
            handlers[action] = LuaReference(to: slot, on: options.stack)
        default:
            let slot = options.push(name)
            defer { options.stack.pop() }
            throw options.fieldError(name, "true, false or a function", got: slot)
        }
    }

    private mutating func applyStatusProvider(_ options: OptionTable, services: ScenarioServices) throws {
        if options.clearing("status_provider") {
            statusProvider = nil
        } else if let name = try options.string("status_provider") {
            let known = services.statusProviders.names
            guard services.statusProviders[name] != nil else {
                throw LuaScriptError(
                    "\(options.function): field 'status_provider': unknown status provider \"\(name)\""
                        + Suggestion.didYouMean(name, in: known)
                        + " (known: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
                        + "\(services.statusProviders.advice.map { "; \($0)" } ?? ""))")
            }
            statusProvider = name
        }
        if options.has("status_data") {
            let slot = options.push("status_data")
            defer { options.stack.pop() }
            statusData =
                options.stack.type(at: slot) == .boolean && !options.stack.boolean(at: slot)
                ? nil : LuaReference(to: slot, on: options.stack)
        }
    }
}

extension OptionTable {
    /// True when the field is `false`, the way to clear an optional input.
    func clearing(_ name: String) -> Bool {
        guard type(of: name) == .boolean else { return false }
        let slot = push(name)
        defer { stack.pop() }
        return !stack.boolean(at: slot)
    }
}
