import MastheadLua
import MastheadRender

extension JSONObjectBuilder {
    /// A failure's own fields, in the order every JSON output writes them (the JSON report and a
    /// trace page's data): `kind`, `message`, `file`, `line`, `expected`, `actual`, `diff`.
    package mutating func addFields(of failure: ScenarioFailure) {
        add("kind", failure.kind.rawValue)
        add("message", failure.message)
        add("file", failure.location?.file)
        add("line", failure.location.map { Double($0.line) })
        add("expected", failure.expected)
        add("actual", failure.actual)
        add("diff", failure.diff)
    }
}
