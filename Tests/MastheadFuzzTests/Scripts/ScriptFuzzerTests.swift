import MastheadLua
import TestSupport
import Testing

@testable import MastheadFuzz

/// The bounded script fuzz run of `make test`: mutated shipped files and generated Lua through
/// the sandbox, each ending within its limits.
@Suite("ScriptFuzzer")
struct ScriptFuzzerTests {
    static let limits = LuaLimits(instructions: 1_000_000, memoryBytes: 32 << 20, seconds: 1)

    static func options(seed: UInt64, count: Int) -> ScriptFuzzer.Options {
        ScriptFuzzer.Options(
            seed: seed, count: count, scenarios: TestPackage.luaFiles(under: "Scenarios"),
            plugins: TestPackage.luaFiles(under: "Plugins"), services: ScenarioServices(limits: limits),
            pluginLimits: LuaLimits(instructions: 1_000_000, memoryBytes: 16 << 20, seconds: 1), slack: 1.5)
    }

    @Test func aBoundedRunEndsWithinItsLimits() {
        let options = Self.options(seed: 20_261_023, count: 100)
        #expect(options.scenarios.count > 10 && options.plugins.count > 3)
        let report = ScriptFuzzer.run(options)
        #expect(report.scripts == 100)
        if let overrun = report.overrun { Issue.record("\(overrun)\n\(overrun.script.text)") }
        // The mix reaches every way a script ends, not only load errors.
        #expect(report.endings.keys.contains("passed"))
        #expect(report.endings.keys.contains("limit") || report.endings.keys.contains("error"))
    }

    @Test func aSeedGivesTheSameScripts() {
        let options = Self.options(seed: 8, count: 0)
        #expect(ScriptFuzzer.script(12, options: options).text == ScriptFuzzer.script(12, options: options).text)
        #expect(ScriptFuzzer.script(12, options: options).text != ScriptFuzzer.script(13, options: options).text)
    }

    @Test func theTokenizerGivesTheTextBack() {
        let text = TestPackage.luaFiles(under: "Scenarios").values.first ?? "local x = 'a b' -- c"
        #expect(ScriptMutator.tokens(of: text).map(\.text).joined() == text)
    }
}
