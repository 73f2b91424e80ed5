import MastheadCore
import MastheadRender

/// `expect(h):to_match_snapshot(name)`: the prelude calls `check` with the component and the name.
enum SnapshotBinding {
    static let check = LuaFunction { stack in
        let context = try stack.scenario()
        guard let component = stack.component(at: 1) else {
            throw LuaScriptError("to_match_snapshot needs a header (expect(h):to_match_snapshot(\"name\")), got \(OptionTable.describe(stack, 1))")
        }
        guard let name = stack.string(at: 2), !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw LuaScriptError("to_match_snapshot needs a snapshot name (letters, digits, - and _), got \(OptionTable.describe(stack, 2))")
        }
        guard let store = context.services.snapshots else {
            throw LuaScriptError("snapshots are not available in this run")
        }
        let tree = component.currentTree()
        let renderings = SnapshotRenderings(
            text: TextRenderer.render(tree), voiceover: VoiceOverRenderer.render(tree), svg: SVGRenderer.render(tree))
        let owner = SnapshotOwner(file: context.source.path, scenario: context.current?.name ?? "")
        let result = store.check(renderings, name: name, scenario: owner)
        context.snapshotsUsed.append(contentsOf: result.files)
        guard let failure = result.failure else { return 0 }
        stack.pushTable(fields: 4)
        for (field, value) in [("message", failure.message), ("expected", failure.expected), ("actual", failure.actual), ("diff", failure.diff)] {
            stack.push(value)
            stack.setField(field, in: -2)
        }
        return 1
    }
}
