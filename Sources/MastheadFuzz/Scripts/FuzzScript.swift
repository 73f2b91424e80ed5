/// One fuzzed script: a scenario file or a plugin file, where it came from, and its text.
package struct FuzzScript: Sendable {
    package enum Kind: String, Sendable { case scenario, plugin }

    package var kind: Kind
    /// "mutated Scenarios/greeting/badge.lua" or "generated".
    package var origin: String
    package var text: String

    /// Script `index` of the run with `seed`: a mutation of a shipped file or a generated one.
    static func make(index: Int, seed: UInt64, scenarios: [String: String], plugins: [String: String]) -> FuzzScript {
        var random = FuzzRandom.derived(seed: seed, index: UInt64(index))
        var grammar = LuaGrammar(random: FuzzRandom(seed: random.next()))
        var mutator = ScriptMutator(random: FuzzRandom(seed: random.next()))
        let scenarioPaths = scenarios.keys.sorted()
        let pluginPaths = plugins.keys.sorted()
        switch random.weighted([(4, 0), (2, 1), (3, 2), (1, 3)]) {
        case 0 where !scenarioPaths.isEmpty:
            let path = random.pick(scenarioPaths)
            return FuzzScript(
                kind: .scenario, origin: "mutated \(path)", text: mutator.mutate(scenarios[path]!, grammar: &grammar))
        case 1 where !pluginPaths.isEmpty:
            let path = random.pick(pluginPaths)
            return FuzzScript(
                kind: .plugin, origin: "mutated \(path)", text: mutator.mutate(plugins[path]!, grammar: &grammar))
        case 3:
            return FuzzScript(kind: .plugin, origin: "generated", text: grammar.pluginFile())
        default:
            return FuzzScript(kind: .scenario, origin: "generated", text: grammar.scenarioFile())
        }
    }
}
