import MastheadCore
import Testing

@testable import MastheadFuzz

/// The fuzzer's hostile cases (names of every script, counts up to the largest integer, NaN and
/// huge offsets, widths 1 to 2,000, every text size, hundreds of scopes and chips), played on the
/// headers: after every step, the tree a header heads for is the one a fresh layout of its state
/// gives. A live header keeps its geometry, its elements and their index from one layout to the
/// next, and shares them with other headers; any of those gone stale would show here.
@Suite struct KeptLayoutFuzzTests {
    @Test(arguments: 0..<40) func everyStepOfAFuzzCaseHeadsForTheFreshLayout(index: Int) {
        var random = FuzzRandom.derived(seed: 17, index: UInt64(index))
        let fuzzCase = FuzzCase.make(.both, steps: 50, random: &random, themes: ThemeCatalog.builtIn.names)
        switch fuzzCase {
        case .greeting(let setup, let steps):
            let driver = GreetingDriver(setup, themes: .builtIn)
            #expect(Self.isFresh(driver.controller), "case \(index), as built")
            for (number, step) in steps.enumerated() {
                _ = driver.apply(step)
                #expect(Self.isFresh(driver.controller), "case \(index), step \(number + 1): \(step)")
            }
        case .scope(let setup, let steps):
            guard let driver = try? ScopeDriver(setup, themes: .builtIn) else { return }
            #expect(Self.isFresh(driver.controller), "case \(index), as built")
            for (number, step) in steps.enumerated() {
                _ = driver.apply(step)
                #expect(Self.isFresh(driver.controller), "case \(index), step \(number + 1): \(step)")
            }
        }
    }

    /// The shimmer as the tree has it (its phase is `DeferredJumpsTests`' to check).
    static func isFresh(_ header: GreetingHeaderController) -> Bool {
        let target = header.targetTree
        let shimmer = target.elements.first { $0.role == .placeholder }?.shimmer
        return target
            == header.shownInputs.layout(
                in: header.environment, at: header.laidOutTime, collapse: header.collapse, shimmer: shimmer)
    }

    static func isFresh(_ header: ScopeHeaderController) -> Bool {
        header.targetTree == header.inputs.layout(in: header.environment, state: header.state)
    }
}
