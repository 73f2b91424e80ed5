import MastheadLua
import MastheadRunning
import MastheadText

/// A header to draw once, as `masthead render` asks: which component, which options, which steps
/// and which rendering. It becomes a small Lua chunk, so the options get exactly the validation
/// and the messages a scenario gets.
package struct RenderRequest: Sendable {
    package enum Component: String, Sendable, CaseIterable {
        case greeting, scope

        /// How pages name it: "Greeting".
        var title: String {
            switch self {
            case .greeting: "Greeting"
            case .scope: "Scope"
            }
        }

        /// The scenario API's builder for this header.
        var builder: String {
            switch self {
            case .greeting: "greeting_header"
            case .scope: "scope_header"
            }
        }
    }

    /// `scenario`: a Lua scenario that rebuilds the header and expects what it shows and says
    /// (`RenderRequest+Scenario.swift`); `film`: every frame of the steps on the virtual clock, as
    /// JSON (`RenderRequest+Film.swift`).
    package enum Format: String, Sendable, CaseIterable { case text, svg, json, voiceover, scenario, film }

    package var component: Component
    /// `--set key=value`, in order.
    package var settings: [(key: String, value: String)] = []
    /// `--step CODE`: Lua run with the header as `h`, after it is built.
    package var steps: [String] = []
    package var format: Format = .text
    /// `--name`: the scenario's name with `--format scenario` (nil: made from the settings).
    package var name: String?

    package init(component: Component) {
        self.component = component
    }

    /// The chunk that builds the header, runs the steps and returns the rendering. Each step is a
    /// chunk of its own, named `--step N`, so that its errors (a syntax error included) name it
    /// and its own line, never the code around it.
    package func luaSource() throws(UsageError) -> String {
        try luaSource(returningRendering: true)
    }

    /// The chunk, ending with the rendering returned, or with nothing returned (the caller then
    /// reads the header's tree).
    func luaSource(returningRendering: Bool) throws(UsageError) -> String {
        var lines = try builderLines()
        for (index, step) in steps.enumerated() {
            let chunk = LuaLiteral.string("local h = ...; " + step)
            lines.append("do local step, problem = load(\(chunk), \"=\(Self.stepName(index))\", \"t\")")
            lines.append("if not step then error(problem, 0) end step(h) end")
        }
        guard returningRendering else { return lines.joined(separator: "\n") + "\n" }
        switch format {
        case .voiceover: lines.append("return table.concat(h:voiceover(), \"\\n\") .. \"\\n\"")
        case .text, .svg, .json: lines.append("return h:\(format.rawValue)()")
        case .scenario, .film: break // read off the tree (`scenario(services:)`) or the trace (`film(services:)`)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `local h = greeting_header {`, a line per option, `}`: the defaults, then the settings in
    /// order, a later one replacing an earlier one of the same key.
    func builderLines() throws(UsageError) -> [String] {
        let options = try optionLiterals().map { "  \($0.key) = \($0.literal)," }
        return ["local h = \(component.builder) {"] + options + ["}"]
    }

    /// Each option set, with its value as a Lua literal; `none` leaves it out.
    func optionLiterals() throws(UsageError) -> [(key: String, literal: String)] {
        var fields: [(key: String, literal: String)] = []
        for (key, value) in Self.defaults(component) + settings {
            let key = Self.trimmed(key)
            guard Self.isIdentifier(key) else {
                throw UsageError("--set takes KEY=VALUE with a field name as KEY (got \(key))")
            }
            fields.removeAll { $0.key == key }
            if let literal = try Self.literal(for: value, key: key) { fields.append((key, literal)) }
        }
        return fields
    }

    /// What each component shows when nothing is set, as `--set` values: the seeds' previews.
    package static func defaults(_ component: Component) -> [(key: String, value: String)] {
        switch component {
        case .greeting:
            return [("profile", "sample"), ("unread", "3")]
        case .scope:
            return [("title", "Reading"), ("scopes", "sample"), ("chips", "sample"), ("selected", "unread")]
        }
    }

    /// "greeting: profile=sample unread=3; scope: …", for the help and the docs.
    package static var defaultsText: String {
        Component.allCases.map { component in
            component.rawValue + ": " + defaults(component).map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }.joined(separator: "; ")
    }

    static func stepName(_ index: Int) -> String { "--step \(index + 1)" }

    package static func trimmed(_ text: some StringProtocol) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The Lua literal for a `--set` value: booleans, numbers, `sample`, lists (a, b: spaces
    /// around each item are dropped) for `selected`, `none` to leave a field out, `lua:EXPR` for any Lua expression, and strings
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
            return LuaLiteral.list(value.split(separator: ",").map { LuaLiteral.string(trimmed($0)) })
        default: return LuaLiteral.string(value)
        }
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Builds the header in a fresh sandboxed state and returns the rendering.
    package func render(services: ScenarioServices) throws(UsageError) -> Result<String, ScenarioFailure> {
        if format == .scenario { return try scenario(services: services) }
        if format == .film { return try film(services: services) }
        let source = ScenarioSource(path: "(masthead render \(component.rawValue))", text: try luaSource())
        return ScenarioFile.evaluate(source, services: services).mapError(naming)
    }

    /// A failure inside a step, named by the step and its code: `--step 2 (h:scroll(): …`.
    ///
    /// A syntax error in a step comes back as the compiler's message, raised whole (`--step 2:1:
    /// unexpected symbol near '='`): its position prefix, which is the step's own chunk name, is
    /// read off the message here.
    func naming(_ failure: ScenarioFailure) -> ScenarioFailure {
        var message = failure.message
        var location = failure.location
        if let prefix = SourceLocation(prefixOf: message),
            steps.indices.contains(where: { Self.stepName($0) == prefix.file })
        {
            location = prefix
            message = String(message.dropFirst("\(prefix):".count).drop { $0 == " " })
        }
        guard let location, let index = steps.indices.first(where: { Self.stepName($0) == location.file }) else {
            return failure
        }
        var named = failure
        let line = steps[index].contains("\n") ? ", line \(location.line)" : ""
        named.message = "\(location.file) '\(steps[index])'\(line): \(message)"
        return named
    }
}
