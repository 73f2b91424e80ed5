import CLuaShim
import MastheadCore

/// The `profile` global: a table you call to build a profile (`profile { name = "Maya Lin" }`)
/// that also holds `profile.sample` (Maya Lin). Usable at file load, outside any scenario.
enum ProfileBinding {
    /// Installs `profile` with its `sample` and its `__call`.
    static func install(on stack: LuaStack) {
        stack.pushTable(fields: 1)
        ProfileTable.push(.sample, on: stack)
        stack.setField("sample", in: -2)
        stack.makeCallable(tableAt: -1, build)
        stack.setGlobal("profile")
    }

    /// `profile{...}`: called through `__call`, so the table of fields is the second argument.
    static let build = LuaFunction { stack in
        let profile = try ProfileTable.read(stack, at: 2, name: MessageName("profile"))
        ProfileTable.push(profile, on: stack)
        ProfileTable.keepGivenBytes(from: 2, in: -1, on: stack)
        return 1
    }
}
