import MastheadCore
import MastheadLua
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// A failing pair marks the elements that draw it and fail it themselves: a grey textPrimary
/// (3.5:1 on white) fails the 17 pt compact greeting, not the 30 pt greeting beside it.
@Suite struct ContrastMarksTests {
    func tree(_ settings: [(key: String, value: String)]) throws -> RenderTree {
        let directory = try ScratchDirectory(prefix: "masthead-marks")
        defer { directory.remove() }
        try directory.write("grey.lua", "return theme { name = \"grey\", colors = { textPrimary = \"#8A8A8A\" } }\n")
        let plugins = PluginSet.load(folders: [WorkerSetup.PluginFolder(path: directory.path, required: true)])
        #expect(plugins.problems.isEmpty)
        var request = RenderRequest(component: .greeting)
        request.settings = [("theme", "grey"), ("pinned", "true")] + settings
        let services = ScenarioServices(themes: plugins.themes)
        return try request.renderTree(services: services).get()
    }

    @Test func largeTextPassesWhereSmallTextFails() throws {
        let expanded = ContrastMarks(tree: try tree([]), textSize: .large)
        let names = expanded.findings.map(\.check.use.name)
        #expect(!names.contains("greeting"))
        #expect(expanded.findings.flatMap(\.elements).allSatisfy { $0.id != "greeting" })
        let compact = ContrastMarks(tree: try tree([("collapse", "1")]), textSize: .large)
        let finding = try #require(compact.findings.first { $0.check.use.name == "compact greeting" })
        #expect(finding.elements.map(\.id) == ["compact_greeting"])
        #expect(finding.ratioText.hasSuffix(":1, needs 4.5"))
    }

    /// Symbols are graphics (3:1): the bell's symbol at 3.5:1 on fill is not marked.
    @Test func graphicsNeedThree() throws {
        let marks = ContrastMarks(tree: try tree([]), textSize: .large)
        #expect(!marks.findings.flatMap(\.elements).contains { $0.id == "bell" })
    }
}
