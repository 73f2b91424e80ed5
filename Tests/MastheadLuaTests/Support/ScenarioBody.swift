@testable import MastheadLua

/// Runs `body` as the one scenario ("s") of a file at `path`, its lines starting on line 2.
func runScenarioBody(_ body: String, path: String) -> ScenarioOutcome {
    ScenarioFile.run(
        ScenarioSource(path: path, bytes: Array("scenario('s', function()\n\(body)\nend)\n".utf8)), scenario: "s",
        services: ScenarioServices(limits: .scenarioCounted))
}
