import MastheadCore
import MastheadRunning

/// One control the gallery's "Try it" panel shows for a header: its name (in `HeaderInputs`, in
/// the URL and as a form field), its label, what kind of input it is and which header option it
/// sets. The panel, the preview's `/try` and the inputs' checks all read this one list, so a
/// control added here is drawn, sent, checked and rebuilt in "Copy as scenario" at once.
package struct HeaderControl: Sendable {
    package enum Kind: Sendable, Equatable {
        /// Free text, passed to Lua as a string.
        case text
        /// A whole number in a range.
        case number(min: Int, max: Int)
        /// A number in a range with a slider's step.
        case range(min: Double, max: Double, step: Double)
        case toggle
        case choice([String])
        /// A comma list of titles ("For you:4, Following") made into `scope { … }` or `chip { … }`
        /// items, or one of `sample`, `loading`, `none`.
        case list(builder: String)
        /// A comma list of ids ("unread, saved").
        case ids
        /// A loaded theme's name (the page offers the gallery's themes).
        case theme
    }

    package let name: String
    package let label: String
    package let kind: Kind
    /// The header option it sets; nil for the parts of one (the profile's name, greeting name and
    /// loading, which make `profile`).
    package let option: String?
    /// What the panel's field holds when the inputs leave it unset: the header's own default.
    package let placeholder: String

    /// The controls of `component`'s header, in the panel's order.
    package static func all(_ component: RenderRequest.Component) -> [HeaderControl] {
        switch component {
        case .greeting: greeting + environment
        case .scope: scope + environment
        }
    }

    static let greeting: [HeaderControl] = [
        HeaderControl(name: "name", label: "Profile name", kind: .text, option: nil, placeholder: "Maya Lin"),
        HeaderControl(
            name: "greeting_name", label: "Greeting name", kind: .text, option: nil,
            placeholder: "first word of the name"),
        HeaderControl(name: "loading", label: "Profile loading", kind: .toggle, option: nil, placeholder: "false"),
        HeaderControl(name: "status", label: "Status line", kind: .text, option: "status", placeholder: "the date"),
        HeaderControl(
            name: "unread", label: "Unread", kind: .number(min: 0, max: 1_000_000), option: "unread", placeholder: "3"),
        HeaderControl(name: "pinned", label: "Pinned", kind: .toggle, option: "pinned", placeholder: "false"),
        HeaderControl(
            name: "collapse", label: "Collapse", kind: .range(min: 0, max: 1, step: 0.05), option: "collapse",
            placeholder: "0"),
    ]

    static let scope: [HeaderControl] = [
        HeaderControl(name: "title", label: "Title", kind: .text, option: "title", placeholder: "Reading"),
        HeaderControl(
            name: "scopes", label: "Scopes (title:count, …)", kind: .list(builder: "scope"), option: "scopes",
            placeholder: "sample"),
        HeaderControl(name: "scope", label: "Selected scope id", kind: .text, option: "scope", placeholder: "for-you"),
        HeaderControl(
            name: "chips", label: "Chips (titles, loading or none)", kind: .list(builder: "chip"), option: "chips",
            placeholder: "sample"),
        HeaderControl(
            name: "selected", label: "Selected chip ids", kind: .ids, option: "selected", placeholder: "unread"),
        HeaderControl(
            name: "filter_count", label: "Filter count", kind: .number(min: 0, max: 999), option: "filter_count",
            placeholder: "number selected"),
        HeaderControl(name: "is_stuck", label: "Stuck", kind: .toggle, option: "is_stuck", placeholder: "false"),
    ]

    static let environment: [HeaderControl] = [
        HeaderControl(
            name: "width", label: "Width (pt)", kind: .number(min: 280, max: 1024), option: "width", placeholder: "393"),
        HeaderControl(
            name: "text_size", label: "Text size", kind: .choice(TextSize.allCases.map(\.shortName)),
            option: "text_size", placeholder: "L"),
        HeaderControl(
            name: "appearance", label: "Appearance", kind: .choice(Appearance.allCases.map(\.rawValue)),
            option: "appearance", placeholder: "light"),
        HeaderControl(
            name: "reduce_motion", label: "Reduce Motion", kind: .toggle, option: "reduce_motion", placeholder: "false"),
        // Any loaded theme: the header names an unknown one, with the nearest.
        HeaderControl(name: "theme", label: "Theme", kind: .theme, option: "theme", placeholder: "default"),
    ]

    /// A value this control cannot take, named: "unread takes a whole number from 0 to 1000000 (got -1)".
    func check(_ value: String) throws(UsageError) {
        let fits: Bool
        let expected: String
        switch kind {
        case .text, .list, .ids, .theme:
            return
        case .number(let min, let max):
            fits = Int(value).map { (min...max).contains($0) } ?? false
            expected = "a whole number from \(min) to \(max)"
        case .range(let min, let max, _):
            fits = Double(value).map { (min...max).contains($0) } ?? false
            expected = "a number from \(Points.format(min)) to \(Points.format(max))"
        case .toggle:
            fits = value == "true" || value == "false"
            expected = "true or false"
        case .choice(let choices):
            fits = choices.contains(value)
            expected = "one of " + choices.joined(separator: " ")
        }
        guard fits else { throw UsageError("\(name) takes \(expected) (got \(value))") }
    }

    /// "Long reads" → "long-reads": a chip's or scope's id from its title.
    static func id(for title: String) -> String {
        let words = title.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "item" : words.joined(separator: "-")
    }
}
