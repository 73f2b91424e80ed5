import CLuaShim

/// Runs a property's replay on its own, as the file would run it once pasted at its end: in a
/// fresh state (a `ScenarioHost` of its own), the file's top level first, within what is left of
/// the property's limits. The report then says whether the replay fails the same way, and if it
/// does not, that the literals it was written with do not stand for the drawn values (each run is
/// as fresh as a scenario, so nothing an earlier run left can explain it).
struct ReplayCheck {
    let context: ScenarioContext
    let lua: LuaState

    /// Time below which the check is not started: it would be cut short.
    static let leastSeconds = 0.25

    /// A sentence for the report.
    func check(_ replay: String, name: String, against failure: ScenarioFailure) -> String {
        var services = context.services
        services.snapshots = PropertySnapshotRefusal()
        services.examples = nil
        services.progress = nil
        services.tracing = false
        let limits = lua.limits
        if limits.seconds > 0 {
            let left = mh_gethost(lua.stack.raw).pointee.deadline - mh_monotonic_seconds()
            guard left >= Self.leastSeconds else { return "(not run on its own: the property used up its time)" }
            services.limits.seconds = left * 0.9
        }
        if limits.instructions > 0 {
            services.limits.instructions = max(1, limits.instructions - lua.instructionsUsed)
        }
        let bytes = context.source.bytes + Array("\n".utf8) + Array(replay.utf8)
        let outcome = ScenarioHost().run(
            ScenarioSource(path: context.source.path, bytes: bytes), scenario: name, services: services)
        guard let own = outcome.failure else {
            return "Run on its own, this replay passes: written out as literals, the drawn values do not do what"
                + " they did in the failing run (a table compared by identity, which a literal makes anew?)."
                + " The drawn values above are the failing case."
        }
        // A scenario's failure carries its notes (ScenarioFile: what was mid-transition, what the
        // sandbox offers), which the run's failure gets only after this check: the same failure
        // with a note is the same failure.
        guard own.kind == failure.kind, own.message == failure.message || own.message.hasPrefix(failure.message + " (")
        else {
            return "Run on its own, this replay fails differently: \(own.message)"
        }
        return "checked: run on its own, it fails the same way"
    }
}
