import MastheadLua
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `masthead render --format scenario` (the preview's "Copy as scenario"): the scenario rebuilds
/// the header, passes under `masthead run`, and fails once the header draws otherwise.
@Suite struct RenderRequestScenarioTests {
    private func scenario(_ component: RenderRequest.Component, _ settings: [(String, String)], steps: [String] = [])
        throws -> String
    {
        var request = RenderRequest(component: component)
        request.settings = settings.map { (key: $0.0, value: $0.1) }
        request.steps = steps
        request.format = .scenario
        return try request.render(services: ScenarioServices()).get()
    }

    private func run(_ files: [String: String]) throws -> ChildProcess.Result {
        let directory = try ScratchDirectory(prefix: "masthead-render-scenario")
        defer { directory.remove() }
        for (name, text) in files { _ = try directory.write("Scenarios/" + name, text) }
        return try ChildProcess.run(TestPackage.masthead, ["run", "Scenarios"], directory: directory.path)
    }

    @Test func theScenariosPassWhenRun() throws {
        let files = [
            "greeting.lua": try scenario(
                .greeting, [("unread", "12"), ("pinned", "true")],
                steps: ["h:scroll(30)", "h:notify(2)\nh:advance(0.1)"]),
            "scope.lua": try scenario(.scope, [("selected", "unread,saved"), ("text_size", "AX2")]),
            // A status that would close a plain long bracket, and one with a carriage return.
            "brackets.lua": try scenario(.greeting, [("status", "a ]] b ]=] c]")]),
            "return.lua": try scenario(.greeting, [("status", "a\rb")]),
        ]
        let result = try run(files)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("4 passed, 0 failed"), "\(result.output)")
    }

    @Test func theScenarioExpectsTheTextAndTheVoiceOverList() throws {
        let text = try scenario(.greeting, [("unread", "5")])
        #expect(text.hasPrefix("scenario(\"greeting header: unread=5\", function()\n  local h = greeting_header {\n"))
        #expect(text.contains("    unread = 5,\n"))
        #expect(text.contains("  expect(h:text()):to_be([[\ngreeting  393×"))
        #expect(text.contains("    \"Notifications, 5 unread, Button\",\n"))
        let changed = text.replacing("unread = 5", with: "unread = 6")
        let result = try run(["changed.lua": changed])
        #expect(result.status == 1, "a header drawn otherwise fails: \(result.output)")
    }

    @Test func aLongBracketNeverClosesEarly() {
        #expect(RenderRequest.longString(Array("a]]b".utf8)) == "[=[\na]]b]=]")
        #expect(RenderRequest.longString(Array("a]".utf8)) == "[=[\na]]=]")
        #expect(RenderRequest.longString(Array("a]=".utf8)) == "[[\na]=]]")
        #expect(RenderRequest.longString(Array("a]=]".utf8)) == "[==[\na]=]]==]")
        #expect(RenderRequest.longString(Array("a\rb".utf8)) == "\"a\\rb\"")
    }

    @Test func theNameIsGivenOrMadeFromTheSettings() throws {
        var request = RenderRequest(component: .scope)
        #expect(request.scenarioName == "scope header")
        request.settings = [("title", String(repeating: "x", count: 200))]
        #expect(request.scenarioName.count == 100)
        request.name = "mine"
        #expect(request.scenarioName == "mine")
    }
}
