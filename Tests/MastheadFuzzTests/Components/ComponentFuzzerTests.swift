import MastheadCore
import Testing

@testable import MastheadFuzz

/// The bounded component fuzz run of `make test`, and the fuzzer's own promises: the same seed
/// finds the same thing, a failure is shrunk and replayable.
@Suite("ComponentFuzzer")
struct ComponentFuzzerTests {
    @Test(arguments: [FuzzComponent.greeting, .scope])
    func aBoundedRunBreaksNoRule(_ component: FuzzComponent) {
        let report = ComponentFuzzer.run(
            ComponentFuzzer.Options(seed: 20_261_023, steps: 600, component: component, maximumCaseLength: 60))
        #expect(report.steps == 600)
        if let failure = report.failure { Issue.record("\(failure.message)") }
    }

    @Test func aSeedGeneratesTheSameCases() {
        let options = ComponentFuzzer.Options(seed: 99, steps: 100)
        #expect(
            ComponentFuzzer.generatedCase(3, options: options) == ComponentFuzzer.generatedCase(3, options: options))
        #expect(
            ComponentFuzzer.generatedCase(3, options: options) != ComponentFuzzer.generatedCase(4, options: options))
    }

    /// Hostile inputs reach the headers: a run meets NaN collapse, huge counts, width 1, long
    /// names, refused taps and refused scope inputs.
    @Test func theGeneratorsReachTheEdges() {
        var sawNaN = false
        var sawHugeCount = false
        var sawTinyWidth = false
        var sawLongName = false
        for index in 0..<300 {
            guard
                case .greeting(let setup, let steps) = ComponentFuzzer.generatedCase(
                    index, options: ComponentFuzzer.Options(seed: 5, steps: 0, component: .greeting))
            else { continue }
            let changes =
                setup.changes
                + steps.flatMap { step -> [GreetingChange] in
                    if case .set(let changes) = step { return changes } else { return [] }
                }
            for change in changes {
                switch change {
                case .collapse(let value?) where value.isNaN: sawNaN = true
                case .unread(let count) where count > 1_000_000: sawHugeCount = true
                case .environment(.width(let width)) where width < 10: sawTinyWidth = true
                case .profile(let profile?) where profile.name.count >= 1000: sawLongName = true
                default: break
                }
            }
        }
        #expect(sawNaN && sawHugeCount && sawTinyWidth && sawLongName)
    }

    /// A header that refuses input must be left as it was: the check sees a refusal.
    @Test func refusedScopeInputIsCountedNotFailed() {
        let setup = ScopeSetup(changes: [.scopes([ScopeHeader.Scope(id: "a", title: "A")])])
        let duplicate = ScopeStep.set([
            .scopes([ScopeHeader.Scope(id: "a", title: "A"), ScopeHeader.Scope(id: "a", title: "B")])
        ])
        let run = FuzzCase.scope(setup, [duplicate, .tap("scope.a")]).run(themes: .builtIn)
        #expect(run.failure == nil)
        #expect(run.refused == [0])
    }
}
