import TestSupport

@testable import MastheadLua

/// The plugin files under Tests/Fixtures/plugins, reported as `Fixtures/plugins/<name>`.
enum PluginFixtures {
    static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Fixtures/plugins"
    }()

    static func source(_ name: String) -> ScenarioSource {
        ScenarioSource(path: "Fixtures/plugins/" + name, text: read(root + "/" + name))
    }

    static func sources(_ names: [String]) -> [ScenarioSource] { names.map(source) }

    /// A source written in the test, reported under `name`.
    static func inline(_ name: String, _ text: String) -> ScenarioSource {
        ScenarioSource(path: name, text: text)
    }

    /// The one problem loading `name` alone gives, as `masthead` prints it.
    static func problems(_ names: String...) -> [String] {
        PluginLibrary.load(sources(names)).problems.map(\.description)
    }

    private static func read(_ path: String) -> String {
        guard let text = try? TemporaryDirectory.readText(path) else { fatalError("missing fixture \(path)") }
        return text
    }
}
