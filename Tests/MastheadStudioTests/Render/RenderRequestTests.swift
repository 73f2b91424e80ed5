import MastheadLua
import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadCLI
@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `masthead render --set key=value`: each value reaches the header exactly as typed.
@Suite struct RenderRequestTests {
    private func render(_ component: RenderRequest.Component, _ settings: [(String, String)]) throws -> String {
        var request = RenderRequest(component: component)
        request.settings = settings.map { (key: $0.0, value: $0.1) }
        request.format = .json
        return try request.render(services: ScenarioServices()).get()
    }

    @Test func aTitleWithQuotesBackslashesAndControlCharactersArrivesIntact() throws {
        // "\u{1}5" once became the Lua escape "\15": one wrong character instead of two.
        let json = try render(.scope, [("title", "A \"q\" \\ x\u{1}5\ty")])
        #expect(json.contains(#""text": "A \"q\" \\ x\u00015\ty""#))
    }

    @Test func listsNumbersAndBooleansAreLuaValues() throws {
        let json = try render(.greeting, [("unread", "120"), ("pinned", "true")])
        #expect(json.contains(#""text": "99+""#))
        let chips = try render(.scope, [("selected", "unread,saved")])
        #expect(chips.contains(#""id": "chip.saved""#))
    }

    @Test func aSyntaxErrorInALuaValueIsReported() {
        #expect(throws: ScenarioFailure.self) { try render(.greeting, [("unread", "lua:1 +")]) }
    }

    private func failure(_ steps: [String]) -> String? {
        var request = RenderRequest(component: .greeting)
        request.steps = steps
        guard case .failure(let failure) = try? request.render(services: ScenarioServices()) else { return nil }
        return failure.message
    }

    @Test func aBadStepIsNamedWithItsCodeNotTheWrapperAroundIt() {
        #expect(failure(["h:scroll(10)", "x = = 2"]) == "--step 2 'x = = 2': unexpected symbol near '='")
        #expect(failure(["h:scroll("]) == "--step 1 'h:scroll(': unexpected symbol near <eof>")
        #expect(failure(["h:scroll(10)", "error('boom')"]) == "--step 2 'error('boom')': boom")
        #expect(
            failure(["h:scroll(10)\nh:tap('nope')"])?.hasPrefix("--step 1 'h:scroll(10)\nh:tap('nope')', line 2: ")
                == true)
        #expect(failure(["h:scroll(10)", "h:settle()"]) == nil)
    }

    @Test func spacesAroundListItemsAreDropped() throws {
        let chips = try render(.scope, [("selected", "unread, audio ")])
        #expect(chips.contains(#""id": "chip.audio""#))
    }

    @Test func theDefaultsAreInTheHelpAndTheDocs() throws {
        let docs = try ScratchDirectory.readText(PackagePaths.root + "/docs/cli.md")
        let flatHelp = RenderCommand.help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for component in RenderRequest.Component.allCases {
            let defaults = RenderRequest.defaults(component).map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            #expect(docs.contains("| \(component.rawValue) | `\(defaults)` |"), "docs/cli.md: \(defaults)")
            #expect(flatHelp.contains("\(component.rawValue): \(defaults)"))
        }
    }
}
