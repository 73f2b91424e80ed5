import MastheadCore
import MastheadRender

/// `expect(h):to_match_snapshot(name)`: the prelude calls `check` with the component and the name.
///
/// It returns nil when the snapshot holds, or a problem table that the prelude raises at the
/// scenario's line: `failure = "assertion"` for a mismatch, `"error"` for a misuse (no header,
/// a bad or repeated name). Misuses are returned rather than thrown because a thrown error would
/// point at the prelude, the Lua function that called this one.
enum SnapshotBinding {
    static let check = LuaFunction { stack in
        let problem: ScenarioFailure?
        do {
            problem = try compare(stack)
        } catch {
            problem = ScenarioFailure(kind: .error, message: String(describing: error))
        }
        guard let problem else { return 0 }
        stack.pushTable(fields: 5)
        let fields = [
            ("failure", problem.kind == .assertion ? "assertion" : "error"), ("message", problem.message),
            ("expected", problem.expected), ("actual", problem.actual), ("diff", problem.diff),
        ]
        for (field, value) in fields {
            stack.push(value)
            stack.setField(field, in: -2)
        }
        return 1
    }

    private static func compare(_ stack: LuaStack) throws -> ScenarioFailure? {
        let context = try stack.scenario()
        guard let component = stack.component(at: 1) else {
            throw LuaScriptError(
                "to_match_snapshot needs a header (expect(h):to_match_snapshot(\"name\")), got \(OptionTable.describe(stack, 1))"
            )
        }
        guard let name = stack.string(at: 2), !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw LuaScriptError(
                "to_match_snapshot needs a snapshot name (letters, digits, - and _), got \(OptionTable.describe(stack, 2))"
            )
        }
        guard let store = context.services.snapshots else {
            throw LuaScriptError("snapshots are not available in this run")
        }
        guard let scenario = context.current else {
            throw LuaScriptError("to_match_snapshot runs inside a scenario (its snapshot files are named after it)")
        }
        guard context.snapshotNames.insert(name).inserted else {
            throw LuaScriptError(
                "snapshot \"\(name)\" is already checked in this scenario; give each to_match_snapshot call its own name"
            )
        }
        let tree = component.header.currentTree()
        let renderings = SnapshotRenderings(
            text: TextRenderer.render(tree), voiceover: VoiceOverRenderer.render(tree), svg: SVGRenderer.render(tree))
        let result = store.check(
            renderings, name: name, scenario: SnapshotOwner(file: context.source.path, scenario: scenario.name))
        context.snapshotsUsed.append(contentsOf: result.files)
        return result.failure
    }
}
