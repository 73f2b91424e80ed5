import MastheadCore
import MastheadLua
import MastheadText

/// The fields of `greeting_header{...}` / `h:set{...}` (and the scope header's) that a list of
/// changes makes, in Lua. A later change of the same field wins, as it does when applied in
/// order. Values the Lua binding refuses but the Swift header takes (a NaN collapse, an empty
/// name) are written with a note, so the replay says where it cannot be exact. Scopes and chips
/// are plain tables, not `scope{...}` calls, so that one the header refuses is refused inside
/// the `pcall` of its step rather than while the step's arguments are built.
struct ReplayFields {
    private(set) var fields: [(name: String, lua: String)] = []
    private(set) var notes: [String] = []

    mutating func add(_ name: String, _ lua: String) {
        fields.removeAll { $0.name == name }
        fields.append((name, lua))
    }

    mutating func note(_ text: String) { notes.append(text) }

    /// A text as Lua, noting one longer than the binding takes (the headers take any length).
    mutating func text(_ value: String) -> String {
        if value.utf8.count > OptionTable.maximumTextBytes {
            note("the binding refuses texts over \(OptionTable.maximumTextBytes) bytes; the Swift header takes them")
        }
        return LuaLiteral.string(value)
    }

    var table: String { "{ " + fields.map { "\($0.name) = \($0.lua)" }.joined(separator: ", ") + " }" }

    mutating func add(_ change: EnvironmentChange) {
        let field = change.luaField
        add(field.name, field.value)
    }

    mutating func add(_ change: GreetingChange) {
        switch change {
        case .profile(nil): add("profile", "false")
        case .profile(let profile?): add("profile", profileTable(profile))
        case .status(nil): add("status", "false")
        case .status(let status?): add("status", text(status))
        case .unread(let count): add("unread", LuaLiteral.integer(count))
        case .collapse(nil): add("collapse", "false")
        case .collapse(let value?):
            let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
            if clamped != value {
                note(
                    "the fuzzer passed collapse = \(value); the binding takes 0...1, so this passes \(LuaLiteral.number(clamped)), the value the header shows"
                )
            }
            add("collapse", LuaLiteral.number(clamped))
        case .searchPrompt(let prompt): add("search_prompt", text(prompt))
        case .action(let action, let present): add(action.eventName, present ? "true" : "false")
        case .pinned(let pinned): add("pinned", pinned ? "true" : "false")
        case .collapseDistance(let distance): add("collapse_distance", LuaLiteral.number(distance))
        case .environment(let change): add(change)
        }
    }

    mutating func add(_ change: ScopeChange) {
        switch change {
        case .title(let title): add("title", text(title))
        case .scopes(let scopes):
            add(
                "scopes",
                LuaLiteral.list(
                    scopes.map { scope in
                        var parts = ["id = \(LuaLiteral.string(scope.id))", "title = \(text(scope.title))"]
                        if let count = scope.count { parts.append("count = \(LuaLiteral.integer(count))") }
                        return "{ \(parts.joined(separator: ", ")) }"
                    }))
        case .scope(let id): add("scope", LuaLiteral.string(id))
        case .chips(nil): add("chips", "\"loading\"")
        case .chips(let chips?):
            add(
                "chips",
                LuaLiteral.list(
                    chips.map { chip in
                        var parts = ["id = \(LuaLiteral.string(chip.id))", "title = \(text(chip.title))"]
                        if let symbol = chip.symbol { parts.append("symbol = \(LuaLiteral.string(symbol))") }
                        return "{ \(parts.joined(separator: ", ")) }"
                    }))
        case .selected(let ids): add("selected", LuaLiteral.list(ids.map(LuaLiteral.string)))
        case .filterCount(let count): add("filter_count", count.map(LuaLiteral.integer) ?? "\"auto\"")
        case .isStuck(let stuck): add("is_stuck", stuck.map { $0 ? "true" : "false" } ?? "\"auto\"")
        case .onFilters(let present): add("on_filters", present ? "true" : "false")
        case .pinned(let pinned): add("pinned", pinned ? "true" : "false")
        case .sectionTop(let top): add("section_top", LuaLiteral.number(top))
        case .environment(let change): add(change)
        }
    }

    private mutating func profileTable(_ profile: Profile) -> String {
        var parts = ["name = \(text(profile.name))"]
        if !profile.name.contains(where: { !$0.isWhitespace }) {
            note("the binding refuses a profile name without letters; the Swift header takes it")
        }
        if !profile.greetingName.isEmpty { parts.append("greeting_name = \(text(profile.greetingName))") }
        if let url = profile.avatarURL { parts.append("avatar_url = \(LuaLiteral.string(url))") }
        parts.append("photo = \(LuaLiteral.string(profile.photo.rawValue))")
        return "profile { \(parts.joined(separator: ", ")) }"
    }
}
