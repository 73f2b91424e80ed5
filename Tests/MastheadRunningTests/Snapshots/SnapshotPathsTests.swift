import Testing

@testable import MastheadRunning

/// Where a snapshot's references and artifacts go.
@Suite struct SnapshotPathsTests {
    let paths = SnapshotPaths(
        file: "Scenarios/greeting/badge.lua", scenario: "badge rolls", name: "three",
        artifactsRoot: ".masthead/artifacts")

    @Test func referencesLiveBesideTheScenarioFile() {
        #expect(
            paths.references == [
                "Scenarios/greeting/__snapshots__/badge.lua/badge-rolls.three.text.txt",
                "Scenarios/greeting/__snapshots__/badge.lua/badge-rolls.three.voiceover.txt",
                "Scenarios/greeting/__snapshots__/badge.lua/badge-rolls.three.svg",
            ])
    }

    @Test func artifactsMirrorTheReferencePath() {
        #expect(
            paths.artifact(.text)
                == ".masthead/artifacts/Scenarios/greeting/__snapshots__/badge.lua/badge-rolls.three.text.txt")
        #expect(paths.artifactFolder == ".masthead/artifacts/Scenarios/greeting/__snapshots__/badge.lua")
    }

    @Test func artifactsStayInsideTheirFolder() {
        let outside = SnapshotPaths(file: "../other/a.lua", scenario: "s", name: "n", artifactsRoot: "out")
        #expect(outside.artifact(.picture) == "out/__parent__/other/__snapshots__/a.lua/s.n.svg")
        let absolute = SnapshotPaths(file: "/tmp/suite/a.lua", scenario: "s", name: "n", artifactsRoot: "/work/out")
        #expect(absolute.artifact(.text) == "/work/out/tmp/suite/__snapshots__/a.lua/s.n.text.txt")
    }

    @Test func aFileInTheCurrentFolder() {
        let here = SnapshotPaths(file: "./a.lua", scenario: "s", name: "n", artifactsRoot: "out")
        #expect(here.reference(.text) == "__snapshots__/a.lua/s.n.text.txt")
    }
}
