import MastheadCore
import MastheadLua
import Testing

@testable import MastheadFuzz

/// Replays are real scenarios: they load and run through the scenario API, and their rule check
/// fails exactly when the rule is broken.
@Suite("ReplayScript")
struct ReplayScriptTests {
    /// Runs the one scenario of `lua`; its failure message, or nil when it passed.
    static func run(_ lua: String) -> String? {
        let source = ScenarioSource(path: "replay.lua", text: lua)
        switch ScenarioFile.discover(source, services: ScenarioServices()) {
        case .failure(let failure): return "did not load: \(failure.message)"
        case .success(let infos):
            guard let info = infos.first else { return "no scenario" }
            let outcome = ScenarioFile.run(source, scenario: info.name, services: ScenarioServices())
            return outcome.failure.map { "\($0.message) \($0.actual ?? "")" }
        }
    }

    /// Generated cases whose values the binding takes replay without an error.
    @Test func generatedCasesReplayThroughTheBinding() {
        var replayed = 0
        for index in 0..<40 {
            let options = ComponentFuzzer.Options(seed: 11, steps: 0, maximumCaseLength: 25)
            let fuzzCase = ComponentFuzzer.generatedCase(index, options: options)
            let lua = ReplayScript.lua(for: fuzzCase, failure: nil, title: "case \(index)", themes: .builtIn)
            guard !lua.contains("-- Note:") else { continue }
            replayed += 1
            if let failure = Self.run(lua) { Issue.record("case \(index): \(failure)\n\(lua)") }
        }
        #expect(replayed >= 20)
    }

    // Computed, not stored: LeakSanitizer cannot see a global's enum payload (its pointers carry
    // tag bits) and would report it as leaked.
    static var healthyGreeting: FuzzCase {
        .greeting(
            GreetingSetup(changes: [.profile(.sample), .unread(120)]), [.scroll(20), .tap("bell"), .advance(0.5)])
    }
    static var healthyScope: FuzzCase {
        .scope(
            ScopeSetup(changes: [
                .scopes(ScopeHeader.sampleScopes), .chips(ScopeHeader.sampleChips), .selected(["unread"]),
            ]),
            [.scrollRow(.chips, 40), .tap("chip.saved")])
    }

    /// Each rule's Lua check passes on a healthy header (so it only fails when the rule breaks).
    @Test(arguments: TreeInvariant.allCases.filter { $0 != .cleanRefusal })
    func everyRuleCheckPassesOnAHealthyHeader(_ invariant: TreeInvariant) {
        // Each header's own badge: a scope header has no "badge" (asking for one is an error).
        for (fuzzCase, badge, count) in [(Self.healthyGreeting, "badge", 120), (Self.healthyScope, "filters_badge", 2)]
        {
            let failure = CaseFailure(
                step: fuzzCase.stepCount - 1,
                violation: InvariantViolation(invariant, "test", badge: badge, count: count))
            let lua = ReplayScript.lua(for: fuzzCase, failure: failure, title: "healthy", themes: .builtIn)
            #expect(Self.run(lua) == nil, "\(invariant.rawValue)\n\(lua)")
        }
    }

    /// A broken rule breaks the replay: told the badge should read 5, it sees "99+".
    @Test func aBrokenRuleFailsTheReplay() throws {
        let failure = CaseFailure(step: 2, violation: InvariantViolation(.badgeRules, "test", badge: "badge", count: 5))
        let lua = ReplayScript.lua(for: Self.healthyGreeting, failure: failure, title: "broken", themes: .builtIn)
        let message = try #require(Self.run(lua))
        #expect(message.contains("badge reads 99+, not 5"))
    }

    /// A refused set that changed the header is replayed as a before/after comparison.
    @Test func aCleanRefusalReplayComparesTheHeader() {
        let setup = ScopeSetup(changes: [.scopes(ScopeHeader.sampleScopes)])
        let fuzzCase = FuzzCase.scope(setup, [.set([.scope("nope")])])
        let lua = ReplayScript.lua(
            for: fuzzCase, failure: CaseFailure(step: 0, violation: InvariantViolation(.cleanRefusal, "test")),
            title: "refusal", themes: .builtIn)
        #expect(lua.contains("expect(h:json()):to_be(before)"))
        #expect(Self.run(lua) == nil)
    }
}
