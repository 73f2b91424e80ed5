import MastheadCore

/// What `on_filters` was given: nothing or false (no Filters button), true (a button that only
/// records "on_filters"), or a function the tap runs.
enum FiltersAction {
    case absent, present
    case function(LuaReference)

    var exists: Bool {
        if case .absent = self { return false }
        return true
    }
}

/// Everything a scenario sets on a scope header: the inputs, the environment, the feed's section
/// top and the on_filters action. `scope_header{...}` reads a full set; `h:set{...}` changes some.
struct ScopeHeaderSettings {
    var inputs: ScopeHeader
    var environment: HeaderEnvironment
    var sectionTop: Double
    var onFilters: FiltersAction

    static let fields =
        [
            "title", "scopes", "scope", "chips", "selected", "filter_count", "is_stuck", "on_filters", "pinned",
            "section_top",
        ]
        + EnvironmentOptions.fields

    /// The Lua name of each input, for messages.
    static func luaName(_ field: ScopeHeaderInputError.Field) -> String {
        switch field {
        case .title: return "title"
        case .scopes: return "scopes"
        case .selectedScope: return "scope"
        case .chips: return "chips"
        case .selectedChips: return "selected"
        case .filterCount: return "filter_count"
        }
    }

    /// Applies the options present in the table at `index`. The sentinels: `chips = "loading"`
    /// (nil chips), `filter_count = "auto"` and `is_stuck = "auto"` (back to derived values),
    /// since a nil field cannot be told from an absent one.
    mutating func apply(_ options: OptionTable, themes: ThemeCatalog) throws {
        let stack = options.stack
        if let title = try options.string("title", nonEmpty: true) { inputs.title = title }
        if options.has("scopes") {
            inputs.scopes = try ScopeItemTables.list(
                "scopes", of: options, textBytes: { $0.id.utf8.count + $0.title.utf8.count },
                { slot, label in try ScopeItemTables.scope(at: slot, on: stack, function: label) })
        }
        if let scope = try options.string("scope", nonEmpty: true) { inputs.selectedScope = scope }
        if options.has("chips") {
            if try Self.isSentinel("chips", "loading", in: options, otherwise: "a list of chips") {
                inputs.chips = nil
            } else {
                inputs.chips = try ScopeItemTables.list(
                    "chips", of: options, textBytes: { $0.id.utf8.count + $0.title.utf8.count },
                    { slot, label in try ScopeItemTables.chip(at: slot, on: stack, function: label) })
            }
        }
        if let selected = try options.strings("selected") { inputs.selectedChips = selected }
        if options.has("filter_count") {
            inputs.filterCount =
                try Self.isSentinel("filter_count", "auto", in: options, otherwise: "a non-negative integer")
                ? nil : options.integer("filter_count", minimum: 0)
        }
        if options.has("is_stuck") {
            inputs.isStuck =
                try Self.isSentinel("is_stuck", "auto", in: options, otherwise: "true or false")
                ? nil : options.boolean("is_stuck")
        }
        if options.has("on_filters") { onFilters = try Self.filtersAction(options) }
        inputs.hasFilters = onFilters.exists
        if let pinned = try options.boolean("pinned") { inputs.pinned = pinned }
        if let top = try options.number("section_top") { sectionTop = top }
        environment = try EnvironmentOptions.apply(options, to: environment, themes: themes)
    }

    /// True when the field holds the string `sentinel`; an error for any other string.
    private static func isSentinel(
        _ name: String, _ sentinel: String, in options: OptionTable, otherwise expected: String
    )
        throws -> Bool
    {
        guard options.type(of: name) == .string else { return false }
        let slot = options.push(name)
        defer { options.stack.pop() }
        guard options.stack.string(at: slot) == sentinel else {
            throw options.fieldError(name, "\(expected) or \"\(sentinel)\"", got: slot)
        }
        return true
    }

    private static func filtersAction(_ options: OptionTable) throws -> FiltersAction {
        let slot = options.push("on_filters")
        defer { options.stack.pop() }
        switch options.stack.type(at: slot) {
        case .boolean: return options.stack.boolean(at: slot) ? .present : .absent
        case .function: return .function(LuaReference(to: slot, on: options.stack))
        default: throw options.fieldError("on_filters", "true, false or a function", got: slot)
        }
    }

    /// A validation error of the inputs, in Lua's words: "scope_header: field 'scope': ...".
    static func message(_ error: ScopeHeaderInputError, function: String) -> LuaScriptError {
        LuaScriptError("\(function): field '\(luaName(error.field))': \(error.problem)")
    }
}
