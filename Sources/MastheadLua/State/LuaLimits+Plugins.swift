/// The budgets of plugin code.
extension LuaLimits {
    /// Loading one plugin file in its own state: ample for building a table, quick to stop a loop.
    package static let pluginLoad = LuaLimits(instructions: 10_000_000, memoryBytes: 16 << 20, seconds: 2)
    /// One status-provider call (or loading its file) inside a scenario's state: small, so a
    /// provider that loops fails as an overrun long before the scenario's own budget runs out.
    package static let statusProviderCall = LuaLimits(instructions: 1_000_000, memoryBytes: 8 << 20, seconds: 1)
}
