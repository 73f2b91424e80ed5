/// Loading a provider's plugin file into a scenario's state, once per state.
extension StatusProviders {
    /// Registry key of the table of provider functions loaded in this state, by provider name.
    static let loadedKey = "masthead.status_providers"

    /// Pushes the provider's `status` function, loading its plugin file (under the provider's
    /// budget) the first time this state asks for it.
    static func pushStatusFunction(of provider: StatusProviderCatalog.Provider, on stack: LuaStack)
        throws(StatusProviderError)
    {
        let loaded = stack.registryTable(loadedKey)
        if stack.pushField(provider.name, of: loaded) == .function {
            stack.remove(at: loaded)
            return
        }
        stack.pop()
        let declaredBefore = PluginChunk.declaredCount(on: stack)
        let descriptor: PluginDescriptor
        do {
            try stack.withNestedBudget(.statusProviderCall) { () throws(LuaError) in
                try PluginChunk.execute(provider.source, on: stack)
            }
            descriptor = try PluginChunk.returnedDescriptor(
                of: provider.source, declaredBefore: declaredBefore, on: stack)
        } catch let error as LuaError {
            throw StatusProviderError(provider, error)
        } catch let problem as PluginProblem {
            throw StatusProviderError(provider, problem.message, at: problem.location)
        } catch {
            throw StatusProviderError(provider, String(describing: error), at: nil)
        }
        stack.pop()
        guard case .statusProvider(let declaration) = descriptor.declaration, declaration.name == provider.name,
            descriptor.diagnostics.isEmpty
        else {
            throw StatusProviderError(
                provider, "its file no longer declares a valid status provider named \"\(provider.name)\"",
                at: SourceLocation(file: provider.source.path, line: descriptor.declaration.line))
        }
        descriptor.pushFunction(on: stack)
        stack.pushCopy(of: -1)
        stack.setField(provider.name, in: loaded)
        stack.remove(at: loaded)
    }
}
