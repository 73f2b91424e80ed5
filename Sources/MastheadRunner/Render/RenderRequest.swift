import MastheadFuzz
import MastheadLua

/// A header to draw once, as `masthead render` asks: which component, which options, which steps
/// and which rendering. It becomes a small Lua chunk, so the options get exactly the validation
/// and the messages a scenario gets.
public struct RenderRequest: Sendable {
    public enum Component: String, Sendable, CaseIterable { case greeting, scope }
    public enum Format: String, Sendable, CaseIterable { case text, svg, json, voiceover }

    public var component: Component
    /// `--set key=value`, in order.
    public var settings: [(key: String, value: String)] = []
    /// `--step CODE`: Lua run with the header as `h`, after it is built.
    public var steps: [String] = []
    public var format: Format = .text

    public init(component: Component) {
        self.component = component
    }

    /// The chunk that builds the header, runs the steps and returns the rendering.
    public func luaSource() throws(UsageError) -> String {
        var fields = defaults
        for (key, value) in settings {
            guard Self.isIdentifier(key) else {
                throw UsageError("--set takes KEY=VALUE with a field name as KEY (got \(key))")
            }
            fields.removeAll { $0.key == key }
            if let literal = try Self.literal(for: value, key: key) { fields.append((key, literal)) }
        }
        let options = fields.map { "  \($0.key) = \($0.value)," }.joined(separator: "\n")
        let builder = component == .greeting ? "greeting_header" : "scope_header"
        var lines = ["local h = \(builder) {", options, "}"]
        lines += steps
        lines.append(
            format == .voiceover
                ? "return table.concat(h:voiceover(), \"\\n\") .. \"\\n\"" : "return h:\(format.rawValue)()")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What each component shows when nothing is set: the seeds' previews.
    private var defaults: [(key: String, value: String)] {
        switch component {
        case .greeting:
            return [("profile", "profile.sample"), ("unread", "3")]
        case .scope:
            return [
                ("title", "\"Reading\""), ("scopes", "scope_header.sample_scopes"),
                ("chips", "scope_header.sample_chips"), ("selected", "{ scope_header.sample_chips[1].id }"),
            ]
        }
    }

    /// The Lua literal for a `--set` value: booleans, numbers, `sample`, lists (a,b) for
    /// `selected`, `none` to leave a field out, `lua:EXPR` for any Lua expression, and strings
    /// otherwise.
    static func literal(for value: String, key: String) throws(UsageError) -> String? {
        if value.hasPrefix("lua:") { return "(" + value.dropFirst(4) + ")" }
        switch value {
        case "none", "nil": return nil
        case "true", "false": return value
        default: break
        }
        if Double(value) != nil, value.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" }) {
            return value
        }
        switch (key, value) {
        case ("profile", "sample"): return "profile.sample"
        case ("scopes", "sample"): return "scope_header.sample_scopes"
        case ("chips", "sample"): return "scope_header.sample_chips"
        case ("selected", _), ("tags", _):
            return LuaLiteral.list(value.split(separator: ",").map { LuaLiteral.string(String($0)) })
        default: return LuaLiteral.string(value)
        }
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Builds the header in a fresh sandboxed state and returns the rendering.
    public func render(services: ScenarioServices) throws(UsageError) -> Result<String, ScenarioFailure> {
        let source = ScenarioSource(path: "(masthead render \(component.rawValue))", text: try luaSource())
        return ScenarioFile.evaluate(source, services: services)
    }
}
