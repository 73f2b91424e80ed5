import MastheadCore
import Testing

@testable import MastheadFuzz

#if canImport(Glibc)
    import Glibc
#endif

/// The memo layer changes how much is worked out, never a tree: the fuzzer's hostile cases are
/// played on two headers built alike, one remembering between layouts (`LayoutMemo`) and one
/// laying every step out afresh, and after every step both show the same tree (at the clock's
/// instant: the animator's frame, the shimmer painted), head for the same layout, say the same
/// to VoiceOver and heard the same events.
///
/// `make test` plays 16 cases of 250 steps; MASTHEAD_MEMO_STEPS=N plays N steps in all (cases
/// of 250), as for the million steps docs/architecture.md reports.
@Suite struct MemoDifferentialTests {
    static let stepsPerCase = 250
    static let cases: Int = {
        let steps = getenv("MASTHEAD_MEMO_STEPS").flatMap { Int(String(cString: $0)) } ?? 16 * stepsPerCase
        return max(1, steps / stepsPerCase)
    }()

    @Test func memoizedAndFreshHeadersShowTheSameTreesStepByStep() {
        var compared = 0
        for index in 0..<Self.cases {
            var random = FuzzRandom.derived(seed: 29, index: UInt64(index))
            let fuzzCase = FuzzCase.make(
                .both, steps: Self.stepsPerCase, random: &random, themes: ThemeCatalog.builtIn.names)
            guard let difference = Self.firstDifference(in: fuzzCase, compared: &compared) else { continue }
            Issue.record("case \(index): \(difference)")
            return
        }
        #expect(compared >= Self.cases, "every case compared at least as built")
    }

    /// Where the two headers first differ, nil when they never do.
    static func firstDifference(in fuzzCase: FuzzCase, compared: inout Int) -> String? {
        switch fuzzCase {
        case .greeting(let setup, let steps):
            let kept = GreetingDriver(setup, themes: .builtIn, memoized: true)
            let fresh = GreetingDriver(setup, themes: .builtIn, memoized: false)
            return play(steps, kept.controller, fresh.controller, compared: &compared) {
                _ = ($0 ? kept : fresh).apply($1)
            }
        case .scope(let setup, let steps):
            guard let kept = try? ScopeDriver(setup, themes: .builtIn, memoized: true),
                let fresh = try? ScopeDriver(setup, themes: .builtIn, memoized: false)
            else { return nil }
            return play(steps, kept.controller, fresh.controller, compared: &compared) {
                _ = ($0 ? kept : fresh).apply($1)
            }
        }
    }

    /// Plays each step on both (`apply(true, step)` on the memoized one), comparing them as
    /// built and after each.
    private static func play<Step, Header: HeaderController>(
        _ steps: [Step], _ kept: Header, _ fresh: Header, compared: inout Int, apply: (Bool, Step) -> Void
    ) -> String? {
        if let difference = difference(kept, fresh) { return "as built: \(difference)" }
        compared += 1
        for (number, step) in steps.enumerated() {
            apply(true, step)
            apply(false, step)
            if let difference = difference(kept, fresh) { return "step \(number + 1) (\(step)): \(difference)" }
            compared += 1
        }
        return nil
    }

    private static func difference(_ kept: some HeaderController, _ fresh: some HeaderController) -> String? {
        if kept.targetTree != fresh.targetTree { return "the target trees differ" }
        if kept.currentTree() != fresh.currentTree() { return "the trees drawn now differ" }
        if kept.voiceOver != fresh.voiceOver { return "VoiceOver differs: \(kept.voiceOver) / \(fresh.voiceOver)" }
        if kept.events != fresh.events { return "the events differ: \(kept.events) / \(fresh.events)" }
        return nil
    }
}
