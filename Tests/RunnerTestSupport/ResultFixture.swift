import MastheadLua

@testable import MastheadRunning

/// A scenario result from `Scenarios/home.lua` with the given failure, output and steps.
package enum ResultFixture {
    package static func result(_ failure: ScenarioFailure?, output: [String] = [], steps: [String] = [])
        -> ScenarioResult
    {
        ScenarioResult(
            index: 0, file: "Scenarios/home.lua", info: ScenarioInfo(name: "long one", tags: [], line: 3),
            outcome: ScenarioOutcome(failure: failure, steps: steps, output: output), duration: 0)
    }
}
