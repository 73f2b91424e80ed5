import CLuaShim
import MastheadCore
import MastheadRender
import MastheadText

/// `scenario(name, [options,] body)`: declares a scenario while its file loads.
enum ScenarioBinding {
    /// The fields of `scenario(name, { ... }, body)`'s options.
    static let optionFields = ["tags"]

    static let declare = LuaFunction(touchesHost: false) { stack in
        let context = try stack.scenario()
        guard context.phase == .loading else {
            throw LuaScriptError("scenario() is called at the top level of a file, not inside a scenario")
        }
        guard let name = stack.string(at: 1), !name.isEmpty else {
            throw LuaScriptError(
                "scenario expects a name (a non-empty string) first, got \(OptionTable.describe(stack, 1))")
        }
        var tags: [String] = []
        var bodyIndex: Int32 = 2
        if stack.type(at: 2) == .table {
            let options = try OptionTable(stack, at: 2, function: "scenario", fields: optionFields)
            tags = try options.strings("tags") ?? []
            bodyIndex = 3
        }
        guard stack.type(at: bodyIndex) == .function else {
            throw LuaScriptError(
                "scenario \"\(name)\" needs a function to run (scenario(name, [options,] function() ... end))")
        }
        let isWanted = context.wanted == nil || context.wanted == name
        guard isWanted || context.recordsAll else { return 0 }
        if let earlier = context.declaredLines[name] {
            guard isWanted else {
                context.recordsAll = false // a file discovery refuses anyway: not worth reusing
                return 0
            }
            throw LuaScriptError("scenario \"\(name)\" is declared twice in this file (first at line \(earlier))")
        }
        let line = stack.scriptPosition()?.line ?? 0
        context.declaredLines[name] = line
        context.declarations.append(
            ScenarioDeclaration(
                info: ScenarioInfo(name: name, tags: tags, line: line),
                body: LuaReference(to: bodyIndex, on: stack)))
        return 0
    }
}

/// The Swift helpers the prelude receives.
enum PreludeNatives {
    static let functions: [(String, LuaFunction)] = [
        ("where", position), ("diff", diff), ("count", count), ("print", printLine),
        ("snapshot", SnapshotBinding.check), ("suggest", suggest),
    ]

    /// `suggest(name, { candidates })`: " (did you mean 'to_equal'?)" or "".
    static let suggest = LuaFunction { stack in
        var candidates: [String] = []
        if stack.type(at: 2) == .table {
            for index in stride(from: 1, through: stack.rawLength(at: 2), by: 1) {
                if stack.pushIndex(index, of: 2) == .string, let name = stack.string(at: -1) { candidates.append(name) }
                stack.pop()
            }
        }
        stack.push(Suggestion.didYouMean(stack.string(at: 1) ?? "", in: candidates, upTo: 2))
        return 1
    }

    /// "file:line" of the scenario code that made the current call.
    static let position = LuaFunction { stack in
        stack.push(stack.scriptPosition()?.description)
        return 1
    }

    static let diff = LuaFunction { stack in
        stack.push(LineDiff.render(expected: stack.string(at: 1) ?? "", actual: stack.string(at: 2) ?? ""))
        return 1
    }

    static let count = LuaFunction { stack in
        try stack.scenario().assertions += 1
        return 0
    }

    static let printLine = LuaFunction { stack in
        try stack.scenario().print(stack.string(at: 1) ?? "")
        return 0
    }
}

extension LuaStack {
    /// Where the running script is: the innermost Lua frame outside Masthead's prelude.
    /// The scenario's line running now (0 when none): what `scriptPosition` names, without a string.
    func scriptLine() -> Int { Int(mh_scriptline(raw, "=[masthead")) }

    package func scriptPosition() -> SourceLocation? {
        mh_pushscriptposition(raw, "=[masthead")
        defer { pop() }
        return string(at: -1).flatMap { SourceLocation(prefixOf: $0 + ":") }
    }
}
