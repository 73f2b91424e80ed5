import MastheadLua
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// Remembered cases on disk: where they go, the keeper that writes and removes them, and the
/// source workers read them from.
@Suite struct ExampleFilesTests {
    static func result(_ name: String, example: PropertyReport.Example?) -> ScenarioResult {
        var report = PropertyReport(seed: 9, runs: 100)
        report.example = example
        return ScenarioResult(
            index: 0, file: "Scenarios/../badge.lua",
            info: ScenarioInfo(name: name, tags: [], line: 1, isProperty: true),
            outcome: ScenarioOutcome(property: report), duration: 0)
    }

    @Test func aCaseIsFiledUnderItsFileAndPropertyInsideTheRoot() {
        #expect(
            ExampleFiles.path(root: ".masthead/examples", file: "Scenarios/badge.lua", property: "the badge stays")
                == ".masthead/examples/Scenarios/badge.lua/the-badge-stays.txt")
        #expect(
            ExampleFiles.path(root: "r", file: "../x.lua", property: "Ä?")
                .hasPrefix("r/__parent__/x.lua/"))
    }

    @Test func theKeeperWritesRereadsAndForgets() throws {
        let folder = try ScratchDirectory(prefix: "masthead-examples")
        defer { folder.remove() }
        let keeper = ExampleKeeper(root: folder.path)
        let source = DiskExampleSource(root: folder.path)
        keeper.scenarioFinished(Self.result("p", example: .keep([100, 0])))
        #expect(source.remembered(file: "Scenarios/../badge.lua", property: "p") == [100, 0])
        #expect(source.remembered(file: "Scenarios/../badge.lua", property: "q") == nil)
        keeper.scenarioFinished(Self.result("p", example: nil))
        #expect(source.remembered(file: "Scenarios/../badge.lua", property: "p") == [100, 0])
        keeper.scenarioFinished(Self.result("p", example: .forget))
        #expect(source.remembered(file: "Scenarios/../badge.lua", property: "p") == nil)
        #expect(folder.files().allSatisfy { !$0.contains(".tmp-") }, "\(folder.files())")
    }

    /// A file names its property in full: found under another property's name, it is not read.
    @Test func aFileNamesItsPropertyInFull() throws {
        let folder = try ScratchDirectory(prefix: "masthead-examples")
        defer { folder.remove() }
        ExampleKeeper(root: folder.path).scenarioFinished(Self.result("Badge!", example: .keep([1])))
        let source = DiskExampleSource(root: folder.path)
        #expect(source.remembered(file: "Scenarios/../badge.lua", property: "Badge!") == [1])
        let own = ExampleFiles.path(root: folder.path, file: "Scenarios/../badge.lua", property: "Badge!")
        let other = ExampleFiles.path(root: folder.path, file: "Scenarios/../badge.lua", property: "badge?")
        #expect(rename(own, other) == 0)
        #expect(source.remembered(file: "Scenarios/../badge.lua", property: "badge?") == nil)
    }
}
