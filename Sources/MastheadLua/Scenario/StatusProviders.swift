import MastheadCore

/// Runs status-provider plugins for the greeting header of a scenario.
///
/// A provider runs in the scenario's own state (sandboxed and limited like scenario code): its
/// plugin file is loaded there the first time it is asked, and its `status(ctx)` is called with
/// `ctx.now`, `ctx.profile` and `ctx.data`.
public enum StatusProviders {
    /// The status line the provider `name` gives at `now`; nil means "show the date line".
    /// Throws when the provider raises, returns something other than a string or nil, or overruns
    /// its limits; the error names the plugin's file and line.
    public static func status(
        named name: String, data: LuaReference?, profile: Profile?, now: CivilTime, on stack: LuaStack
    ) throws(StatusProviderError) -> String? {
        // Plugin support arrives with the plugins work (issue 5).
        throw StatusProviderError(failure: ScenarioFailure(
            kind: .plugin, message: "status provider \"\(name)\": status providers are not loaded yet"))
    }
}

/// A status provider that failed; the scenario using it fails with this.
public struct StatusProviderError: Error, Sendable {
    public var failure: ScenarioFailure

    public init(failure: ScenarioFailure) {
        self.failure = failure
    }
}
