import MastheadCore
import MastheadText

/// A fuzz case as a scenario file over the real scenario API (`greeting_header{...}`, `h:set`,
/// `h:scroll`, `h:tap`, `h:advance`, …) that replays it and, after the last step, checks the rule
/// that broke. Steps the header refused are wrapped in `pcall` (an error there is expected).
package enum ReplayScript {
    /// The case's scenario without running it (after a crash, running it again would crash):
    /// every step that can be refused is wrapped in `pcall`, and no rule is checked.
    package static func script(for fuzzCase: FuzzCase, title: String) -> String {
        var run = CaseRun()
        run.refused = Set(0..<fuzzCase.stepCount)
        return lua(for: fuzzCase, failure: nil, title: title, run: run, refusal: "not run: may raise")
    }

    /// The scenario of a case run with `themes`, checking `failure`'s rule after its last step.
    package static func lua(for fuzzCase: FuzzCase, failure: CaseFailure?, title: String, themes: ThemeCatalog)
        -> String
    {
        lua(
            for: fuzzCase, failure: failure, title: title, run: fuzzCase.run(themes: themes),
            refusal: "the header refuses this")
    }

    /// `refusal` is the comment on a step wrapped in `pcall`.
    private static func lua(for fuzzCase: FuzzCase, failure: CaseFailure?, title: String, run: CaseRun, refusal: String)
        -> String
    {
        var lines: [String] = []
        var notes: [String] = []
        let component = fuzzCase.component
        switch fuzzCase {
        case .greeting(let setup, let steps):
            var fields = ReplayFields()
            setup.changes.forEach { fields.add($0) }
            notes += fields.notes
            lines.append("  local h = greeting_header \(fields.table)")
            for (index, step) in steps.enumerated() {
                lines.append(
                    contentsOf: greetingStep(step, refused: run.refused.contains(index) ? refusal : nil, notes: &notes))
            }
        case .scope(let setup, let steps):
            var fields = ReplayFields()
            fields.add("title", "\"Reading\"")
            setup.changes.forEach { fields.add($0) }
            notes += fields.notes
            lines.append(
                run.refusedSetup == nil
                    ? "  local h = scope_header \(fields.table)"
                    : "  expect(pcall(scope_header, \(fields.table))):to_be(false)  -- refused: \(oneLine(run.refusedSetup!))"
            )
            for (index, step) in steps.enumerated() where run.refusedSetup == nil {
                let last = index == steps.count - 1 && failure?.violation.invariant == .cleanRefusal
                lines.append(
                    contentsOf: scopeStep(
                        step, refused: run.refused.contains(index) ? refusal : nil, comparing: last, notes: &notes))
            }
        }
        var script = "-- \(title)\n"
        if let failure {
            script += "-- Broke \(failure.violation.invariant.rawValue) (\(failure.violation.invariant.meaning))\n"
            script +=
                "-- \(failure.step.map { "after step \($0 + 1)" } ?? "on the header as built"): \(oneLine(failure.violation.detail))\n"
        }
        for note in Set(notes).sorted() { script += "-- Note: \(note)\n" }
        script += "scenario(\(LuaLiteral.string(title)), function()\n"
        script += lines.joined(separator: "\n") + "\n"
        if let failure, failure.violation.invariant != .cleanRefusal {
            if failure.violation.detail.hasSuffix("(in the target layout)") { script += "  h:settle()\n" }
            script += InvariantLua.prelude + "\n"
            let badge = failure.violation.badge.map { ($0, failure.violation.count ?? 0) }
            script +=
                InvariantLua.check(failure.violation.invariant, component: component, width: run.width, badge: badge)
                + "\n"
        }
        return script + "end)\n"
    }

    /// `h:method(argument)`, or when the header refused the step, the same in `pcall` with
    /// `refused` as a comment.
    private static func call(_ method: String, _ argument: String, refused: String?) -> String {
        refused.map { "  pcall(h.\(method), h, \(argument))  -- \($0)" } ?? "  h:\(method)(\(argument))"
    }

    /// The `set` table of a step's changes; their notes join `notes`.
    private static func table<Change>(
        _ changes: [Change], notes: inout [String], add: (inout ReplayFields, Change) -> Void
    ) -> String {
        var fields = ReplayFields()
        changes.forEach { add(&fields, $0) }
        notes += fields.notes
        return fields.table
    }

    private static func greetingStep(_ step: GreetingStep, refused: String?, notes: inout [String]) -> [String] {
        let call = { (method: String, argument: String) in Self.call(method, argument, refused: refused) }
        switch step {
        case .set(let changes):
            return ["  h:set \(table(changes, notes: &notes) { $0.add($1) })"]
        case .scroll(let offset): return [scroll("scroll", offset, call: call)]
        case .scrollBy(let delta): return [scroll("scroll_by", delta, call: call)]
        case .notify(let count): return [call("notify", LuaLiteral.integer(count))]
        case .tap(let id): return [call("tap", LuaLiteral.string(id))]
        case .advance(let seconds): return [call("advance", LuaLiteral.number(seconds))]
        case .setClock(let time): return ["  clock.set(\(LuaLiteral.string(time.description)))"]
        case .settle: return ["  h:settle()"]
        }
    }

    private static func scopeStep(_ step: ScopeStep, refused: String?, comparing: Bool, notes: inout [String])
        -> [String]
    {
        let call = { (method: String, argument: String) in Self.call(method, argument, refused: refused) }
        switch step {
        case .set(let changes):
            let fields = table(changes, notes: &notes) { $0.add($1) }
            if comparing {
                return [
                    "  local before = h:json()",
                    "  if not pcall(h.set, h, \(fields)) then",
                    "    expect(h:json()):to_be(before)  -- a refused set must leave the header as it was",
                    "  end",
                ]
            }
            return [call("set", fields)]
        case .scroll(let offset): return [scroll("scroll", offset, call: call)]
        case .scrollBy(let delta): return [scroll("scroll_by", delta, call: call)]
        case .scrollRow(let row, let offset):
            let value = offset.isFinite ? offset : 0
            if !offset.isFinite {
                notes.append(
                    "the fuzzer scrolled a row to \(offset); the header treats that as 0, which the replay passes")
            }
            return [call("scroll_row", "\(LuaLiteral.string(row.rawValue)), \(LuaLiteral.number(value))")]
        case .tap(let id): return [call("tap", LuaLiteral.string(id))]
        case .advance(let seconds): return [call("advance", LuaLiteral.number(seconds))]
        case .settle: return ["  h:settle()"]
        }
    }

    /// A finite offset as a step; a non-finite one (which the header ignores and the binding
    /// refuses) as a comment.
    private static func scroll(_ method: String, _ value: Double, call: (String, String) -> String) -> String {
        value.isFinite
            ? call(method, LuaLiteral.number(value))
            : "  -- h:\(method)(\(LuaLiteral.number(value))): ignored by the header, refused by the binding"
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 }.prefix(300))
    }
}
