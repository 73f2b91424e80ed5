import CLuaShim

/// Runs a plugin file in a state, in an environment of its own: the sandbox's library and the
/// two builders, and nothing of whatever else the state holds (a scenario's globals, say). The
/// same code loads a plugin in its own state at start-up and a status provider inside a scenario.
enum PluginChunk {
    /// The library names a plugin sees (no `print`: plugin code has no output to write to).
    static let libraryNames = [
        "assert", "error", "ipairs", "next", "pairs", "pcall", "xpcall", "rawequal", "rawget", "rawlen",
        "rawset", "select", "setmetatable", "getmetatable", "tonumber", "tostring", "type", "load",
        "collectgarbage", "_VERSION", "string", "table", "math", "utf8", "coroutine",
    ]

    /// Compiles and runs `source` on `stack` under the limits armed now, and returns the
    /// descriptor the file returned. Throws the problem that stopped it: a syntax error, a runtime
    /// error or a limit (at its line), or a file that does not return a declaration.
    static func run(_ source: ScenarioSource, on stack: LuaStack) throws(PluginProblem) -> PluginDescriptor {
        let base = stack.top
        defer { stack.top = base }
        let declaredBefore = declaredCount(on: stack)
        do {
            try execute(source, on: stack)
        } catch {
            throw PluginProblem(error, file: source.path)
        }
        return try returnedDescriptor(of: source, declaredBefore: declaredBefore, on: stack)
    }

    /// Compiles and runs `source` in its own environment, leaving what it returned on top.
    static func execute(_ source: ScenarioSource, on stack: LuaStack) throws(LuaError) {
        try stack.load(file: source.bytes, chunkName: source.chunkName)
        pushEnvironment(on: stack)
        _ = lua_setupvalue(stack.raw, -2, 1)
        try stack.call(arguments: 0, results: 1)
    }

    /// The descriptor on top of the stack, which `source` returned; a problem when the file
    /// returned anything else. `declaredBefore` is `declaredCount` before the file ran.
    static func returnedDescriptor(
        of source: ScenarioSource, declaredBefore: Int, on stack: LuaStack
    ) throws(PluginProblem) -> PluginDescriptor {
        if let descriptor: PluginDescriptor = stack.object(at: -1, as: PluginBuilders.descriptorClass) {
            return descriptor
        }
        throw notReturned(source, got: OptionTable.describe(stack, -1), declaredSince: declaredBefore, on: stack)
    }

    /// The problem of a file that returns nothing, or something that is not a declaration.
    private static func notReturned(
        _ source: ScenarioSource, got value: String, declaredSince count: Int, on stack: LuaStack
    ) -> PluginProblem {
        let advice = "end the file with `return theme { ... }` or `return status_provider { ... }`"
        if let declared = lastDeclaration(on: stack, after: count) {
            let builder = if case .theme = declared.declaration { "theme" } else { "status_provider" }
            return PluginProblem(
                location: SourceLocation(file: source.path, line: declared.declaration.line),
                message:
                    "\(builder){...} is called here but not returned (\(value == "nil" ? "the file returns nothing" : "the file returns \(value)"); write `return \(builder) { ... }`)"
            )
        }
        let what = value == "nil" ? "returns nothing" : "returns \(value), not a plugin"
        return PluginProblem(
            location: SourceLocation(file: source.path, line: lastReturnLine(in: source.text)),
            message: "the file \(what): \(advice)")
    }

    /// Pushes a fresh environment table for one plugin file.
    private static func pushEnvironment(on stack: LuaStack) {
        stack.pushTable(fields: Int32(libraryNames.count + PluginBuilders.all.count + 1))
        for name in libraryNames {
            stack.pushGlobal(name)
            stack.setField(name, in: -2)
        }
        for (name, builder) in PluginBuilders.all {
            stack.push(builder)
            stack.setField(name, in: -2)
        }
        stack.pushCopy(of: -1)
        stack.setField("_G", in: -2)
    }

    /// How many descriptors the state has made so far.
    static func declaredCount(on stack: LuaStack) -> Int {
        let descriptors = stack.registryTable(PluginBuilders.descriptorsKey)
        defer { stack.remove(at: descriptors) }
        return stack.rawLength(at: descriptors)
    }

    /// The last descriptor made after the first `count`, if any.
    private static func lastDeclaration(on stack: LuaStack, after count: Int) -> PluginDescriptor? {
        let descriptors = stack.registryTable(PluginBuilders.descriptorsKey)
        defer { stack.top = descriptors - 1 }
        let total = stack.rawLength(at: descriptors)
        guard total > count else { return nil }
        stack.pushIndex(total, of: descriptors)
        return stack.object(at: -1, as: PluginBuilders.descriptorClass)
    }

    /// The line of the file's last `return` at the start of a line, or its last non-blank line.
    static func lastReturnLine(in text: String) -> Int {
        let lines = LuaFileChunk.lines(of: text)
        var lastFilled = 1
        var lastReturn: Int?
        for (offset, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if !trimmed.isEmpty { lastFilled = offset + 1 }
            if trimmed.hasPrefix("return") { lastReturn = offset + 1 }
        }
        return lastReturn ?? lastFilled
    }
}
