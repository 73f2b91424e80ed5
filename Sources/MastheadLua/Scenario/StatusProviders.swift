import CLuaShim
import MastheadCore

/// Runs status-provider plugins for the greeting header of a scenario.
///
/// A provider runs in the scenario's own state (sandboxed and limited like scenario code): its
/// plugin file is loaded there the first time it is asked, and its `status(ctx)` is called with
/// `ctx.now`, `ctx.profile` and `ctx.data`. Each load and each call has a budget of its own
/// (`LuaLimits.statusProviderCall`), nested in the scenario's, so a provider that loops fails as
/// the plugin's overrun and the scenario can carry on showing the date line.
package enum StatusProviders {
    /// The status line the provider `name` gives at `now`; nil means "show the date line".
    /// Throws when the provider raises, returns something other than a string or nil, or overruns
    /// its limits; the error names the plugin's file and line.
    package static func status(
        named name: String, data: LuaReference?, profile: Profile?, now: CivilTime, on stack: LuaStack
    ) throws(StatusProviderError) -> String? {
        let base = stack.top
        defer { stack.top = base }
        guard let provider = (try? stack.scenario())?.services.statusProviders[name] else {
            throw StatusProviderError(
                failure: ScenarioFailure(
                    kind: .plugin, message: "unknown status provider \"\(name)\"", location: stack.scriptPosition()))
        }
        try pushStatusFunction(of: provider, on: stack)
        let definedAt = stack.definitionLine(ofFunctionAt: -1) ?? provider.line
        pushContext(data: data, profile: profile, now: now, on: stack)
        do {
            try stack.withNestedBudget(.statusProviderCall) { () throws(LuaError) in
                try stack.call(arguments: 1, results: 1)
            }
        } catch {
            throw StatusProviderError(provider, error)
        }
        switch stack.type(at: -1) {
        case .nil: return nil
        case .string:
            let status = stack.string(at: -1) ?? ""
            guard status.utf8.count <= OptionTable.maximumTextBytes else {
                throw StatusProviderError(
                    provider, "status returned \(status.utf8.count) bytes (at most \(OptionTable.maximumTextBytes))",
                    at: SourceLocation(file: provider.source.path, line: definedAt))
            }
            return status
        default:
            throw StatusProviderError(
                provider,
                "status returned \(OptionTable.describe(stack, -1)) (expected a string, or nil to show the date line)",
                at: SourceLocation(file: provider.source.path, line: definedAt))
        }
    }

    /// Pushes `ctx`: `now` {year, month, day, hour, minute, weekday}, `profile` {name,
    /// greeting_name} or nil, and `data` (the scenario's status_data, or an empty table).
    static func pushContext(data: LuaReference?, profile: Profile?, now: CivilTime, on stack: LuaStack) {
        stack.pushTable(fields: 3)
        stack.pushTable(fields: 6)
        for (field, value) in [
            ("year", now.year), ("month", now.month), ("day", now.day), ("hour", now.hour), ("minute", now.minute),
            ("weekday", now.weekday),
        ] {
            stack.push(value)
            stack.setField(field, in: -2)
        }
        stack.setField("now", in: -2)
        if let profile {
            stack.pushTable(fields: 2)
            stack.push(profile.name)
            stack.setField("name", in: -2)
            stack.push(profile.greetingName)
            stack.setField("greeting_name", in: -2)
            stack.setField("profile", in: -2)
        }
        if let data { data.push(on: stack) } else { stack.pushTable() }
        stack.setField("data", in: -2)
    }
}

/// A status provider that failed; the scenario using it fails with this.
package struct StatusProviderError: Error, Sendable {
    package var failure: ScenarioFailure
    package init(failure: ScenarioFailure) {
        self.failure = failure
    }

    /// "status provider "tasks-due": <what went wrong>", at the plugin's line.
    init(
        _ provider: StatusProviderCatalog.Provider, _ reason: String, at location: SourceLocation?,
        traceback: [String] = []
    ) {
        failure = ScenarioFailure(
            kind: .plugin, message: "status provider \"\(provider.name)\": \(reason)",
            location: location ?? SourceLocation(file: provider.source.path, line: provider.line), traceback: traceback)
    }

    /// The failure a Lua error from the provider's code stands for.
    init(_ provider: StatusProviderCatalog.Provider, _ error: LuaError) {
        self.init(provider, error.reason, at: error.location, traceback: ScenarioFailure.scriptFrames(error.traceback))
    }
}

extension LuaStack {
    /// The line where the Lua function at `index` is defined; nil for a C function.
    func definitionLine(ofFunctionAt index: Int32) -> Int? {
        var info = lua_Debug()
        pushCopy(of: index)
        guard lua_getinfo(raw, ">S", &info) != 0, info.linedefined > 0 else { return nil }
        return Int(info.linedefined)
    }
}
