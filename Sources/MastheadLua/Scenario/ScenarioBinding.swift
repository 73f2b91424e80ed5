import CLuaShim
import MastheadCore
import MastheadRender
import MastheadText

/// `scenario(name, [options,] body)`: declares a scenario while its file loads.
enum ScenarioBinding {
    /// The fields of `scenario(name, { ... }, body)`'s options.
    static let optionFields = ["tags"]

    static let declare = LuaFunction(touchesHost: false) { stack in
        try declare(stack, as: "scenario", fields: optionFields, body: "function() ... end") { _ in nil }
        return 0
    }

    /// Declares what `function` (`scenario` or `property`) was called with: a name, options (their
    /// `tags`, and what `property` reads from the others) and the function to run, written
    /// `body` in messages.
    static func declare(
        _ stack: LuaStack, as function: String, fields: [String], body: String,
        property: (OptionTable?) throws -> PropertyOptions?
    ) throws {
        let context = try stack.scenario()
        guard context.phase == .loading else {
            throw LuaScriptError("\(function)() is called at the top level of a file, not inside a scenario")
        }
        guard let name = stack.string(at: 1), !name.isEmpty else {
            throw LuaScriptError(
                "\(function) expects a name (a non-empty string) first, got \(OptionTable.describe(stack, 1))")
        }
        var options: OptionTable?
        var bodyIndex: Int32 = 2
        if stack.type(at: 2) == .table {
            options = try OptionTable(stack, at: 2, function: function, fields: fields)
            bodyIndex = 3
        }
        let tags = try options?.strings("tags") ?? []
        let propertyOptions = try property(options)
        guard stack.type(at: bodyIndex) == .function else {
            throw LuaScriptError(
                "\(function) \"\(name)\" needs a function to run (\(function)(name, [options,] \(body)))")
        }
        let isWanted = context.wanted == nil || context.wanted == name
        guard isWanted || context.recordsAll else { return }
        if let earlier = context.declaredLines[name] {
            guard isWanted else {
                context.recordsAll = false // a file discovery refuses anyway: not worth reusing
                return
            }
            throw LuaScriptError("\(function) \"\(name)\" is declared twice in this file (first at line \(earlier))")
        }
        // The line alone: the position as text ("file:line") was formatted in Lua and parsed
        // back, for every scenario of every file, twice (listing the file, and its image).
        let line = stack.scriptLine()
        context.declaredLines[name] = line
        context.declarations.append(
            ScenarioDeclaration(
                info: ScenarioInfo(name: name, tags: tags, line: line, isProperty: propertyOptions != nil),
                body: LuaReference(to: bodyIndex, on: stack), property: propertyOptions))
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
