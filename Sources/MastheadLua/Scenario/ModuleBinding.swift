import MastheadText

/// `require(name)`: loads a helper module (a file whose name starts with `_`) from the suite's
/// own tree, once per scenario state (compiled once per worker: `LuaStack.loadKept`). Nothing
/// else can be required: no C modules, no paths outside.
enum ModuleBinding {
    private static let loadedKey = "masthead.modules"

    static let require = LuaFunction(touchesHost: false) { stack in
        let context = try stack.scenario()
        guard let name = stack.string(at: 1), !name.isEmpty else {
            throw LuaArgumentError(1, "a module name", function: "require", got: stack.typeName(at: 1))
        }
        let requester = requesterPath(stack.scriptPosition()?.file, in: context)
        let cache = stack.registryTable(loadedKey)
        defer { stack.remove(at: cache) }
        switch stack.pushField(name, of: cache) {
        case .nil: stack.pop()
        case .boolean where !stack.boolean(at: -1):
            throw LuaScriptError("require(\"\(name)\"): a loop of requires comes back to this module")
        default: return 1
        }
        let found: ScenarioSource?
        do throws(ModuleRefusal) {
            found = try context.services.modules.resolve(name, from: requester)
        } catch {
            throw LuaScriptError("require(\"\(name)\"): \(error.message)")
        }
        guard let module = found else {
            let known = context.services.modules.names(from: requester)
            throw LuaScriptError(
                "require(\"\(name)\"): no module \(name) in this suite\(Suggestion.didYouMean(name, in: known, upTo: 3))"
                    + " (helpers are files named _*.lua beside the scenarios"
                    + (known.isEmpty ? ")" : "; here: \(known.joined(separator: ", ")))"))
        }
        stack.push(false)
        stack.setField(name, in: cache)
        try stack.loadKept(file: module.bytes, chunkName: module.chunkName)
        try stack.call(arguments: 0, results: 1)
        if stack.type(at: -1) == .nil {
            stack.pop()
            stack.push(true)
        }
        stack.pushCopy(of: -1)
        stack.setField(name, in: cache)
        return 1
    }
}

extension ModuleBinding {
    /// The file that asks, as the resolver reads it: Lua keeps at most 60 characters of a chunk
    /// name ("...ng/Scenarios/greeting/badge.lua"); a shortened name is the scenario's own file
    /// when that file ends so. (The resolver never trusts the name beyond the suite's folders.)
    static func requesterPath(_ position: String?, in context: ScenarioContext) -> String {
        guard let position else { return context.source.path }
        guard position.hasPrefix("...") else { return position }
        return context.source.path.hasSuffix(position.dropFirst(3)) ? context.source.path : position
    }
}

extension LuaStack {
    /// Pushes a table kept in the registry under `key`, creating it the first time; returns its index.
    func registryTable(_ key: String) -> Int32 {
        pushRegistry()
        if pushField(key, of: -1) != .table {
            pop()
            pushTable()
            pushCopy(of: -1)
            setField(key, in: -3)
        }
        remove(at: -2)
        return top
    }
}
