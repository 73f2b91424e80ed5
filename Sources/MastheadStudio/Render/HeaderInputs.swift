import MastheadRunning
import MastheadText

/// A header's inputs as a designer sets them with the gallery's controls: a few named values per
/// header (`HeaderControl`), each a plain string as a form or a URL carries it, which become the
/// `--set` values of a `masthead render` request (`settings`). The gallery's states are written
/// in it too, so that "Try this state" starts the controls exactly where the picture is.
///
/// ```swift
/// let inputs = try HeaderInputs(.greeting, ["name": "Ana María Löwe", "unread": "12"])
/// inputs.settings  // [("profile", #"lua:profile { name = "Ana María Löwe" }"#), ("unread", "12")]
/// ```
package struct HeaderInputs: Sendable, Equatable {
    package let component: RenderRequest.Component
    /// Each control set, by name; a control not here keeps the header's default.
    package let values: [String: String]

    /// The inputs, every name checked against `component`'s controls and every value against
    /// its control: "no control unred on the greeting header (did you mean 'unread'?)".
    package init(_ component: RenderRequest.Component, _ values: [String: String]) throws(UsageError) {
        let controls = HeaderControl.all(component)
        for (name, value) in values {
            guard let control = controls.first(where: { $0.name == name }) else {
                let near = Suggestion.didYouMean(name, in: controls.map(\.name))
                throw UsageError("no control \(name) on the \(component.rawValue) header\(near)")
            }
            try control.check(value)
        }
        self.component = component
        self.values = values
    }

    /// Inputs known to fit their controls: the gallery's own states (GalleryStateTests checks them).
    init(_ component: RenderRequest.Component, fitting values: [String: String]) {
        self.component = component
        self.values = values
    }

    /// The request's `--set` values, in the controls' order. Text a designer types is passed as a
    /// Lua string literal, so "3" stays the text "3" and `none` stays a word.
    package var settings: [(key: String, value: String)] {
        var settings: [(key: String, value: String)] = []
        if let profile { settings.append(("profile", profile)) }
        // Chips of a designer's own: the sample's selected chip is not among them.
        if component == .scope, values["selected"] == nil, Self.list(values["chips"] ?? "", builder: "chip") != nil {
            settings.append(("selected", "none"))
        }
        for control in HeaderControl.all(component) where control.option != nil {
            guard let value = values[control.name], let option = control.option else { continue }
            switch control.kind {
            case .text:
                settings.append((option, Self.lua(LuaLiteral.string(value))))
            case .list(let builder):
                if let list = Self.list(value, builder: builder) { settings.append((option, list)) }
            case .number, .toggle, .choice, .range, .ids, .theme:
                settings.append((option, value))
            }
        }
        return settings
    }

    /// The request these inputs make, named after them for "Copy as scenario".
    package var request: RenderRequest {
        var request = RenderRequest(component: component)
        request.settings = settings
        request.name = name
        return request
    }

    /// "greeting header: name=Ana, unread=12": the inputs as a designer set them.
    package var name: String {
        let given = HeaderControl.all(component).compactMap { control in
            values[control.name].map { "\(control.name)=\($0)" }
        }
        return "\(component.rawValue) header" + (given.isEmpty ? "" : ": " + given.joined(separator: ", "))
    }

    /// `profile`, from the name, the greeting name and loading: nil keeps `profile.sample`.
    private var profile: String? {
        guard component == .greeting else { return nil }
        if values["loading"] == "true" { return "none" }
        let name = values["name"] ?? ""
        let greeting = values["greeting_name"] ?? ""
        guard !name.isEmpty || !greeting.isEmpty else { return nil }
        var fields = ["name = " + LuaLiteral.string(name.isEmpty ? "Maya Lin" : name)]
        if !greeting.isEmpty { fields.append("greeting_name = " + LuaLiteral.string(greeting)) }
        return Self.lua("profile { " + fields.joined(separator: ", ") + " }")
    }

    /// "For you:4, Following" as a list of `scope { … }` (or chips); `sample` and empty keep the
    /// sample, `loading` and `none` pass through (chips only: placeholders, no row).
    static func list(_ text: String, builder: String) -> String? {
        let trimmed = RenderRequest.trimmed(text)
        switch trimmed {
        case "", "sample": return nil
        case "loading": return "loading"
        case "none": return "lua:{}"
        default: break
        }
        let items = trimmed.split(separator: ",").map { item in
            let parts = item.split(separator: ":", maxSplits: 1).map { RenderRequest.trimmed($0) }
            var fields = ["id = \(LuaLiteral.string(HeaderControl.id(for: parts[0])))"]
            fields.append("title = \(LuaLiteral.string(parts[0]))")
            if parts.count == 2, let count = Int(parts[1]) { fields.append("count = \(count)") }
            return "\(builder) { " + fields.joined(separator: ", ") + " }"
        }
        return lua("{ " + items.joined(separator: ", ") + " }")
    }

    private static func lua(_ expression: String) -> String { "lua:" + expression }

    /// `name=Ana&unread=12`, percent-encoded, in the controls' order: the part of a link that
    /// brings these inputs back (`#try=greeting&…` in the gallery).
    package var query: String {
        HeaderControl.all(component).compactMap { control in
            values[control.name].map { control.name + "=" + QueryString.encoded($0) }
        }.joined(separator: "&")
    }
}
