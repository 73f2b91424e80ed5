import Testing

@testable import MastheadLua

/// Lua's words for what the sandbox leaves out, or for a misspelt clock function, come with what
/// the scenario API offers instead.
@Suite struct ScenarioFailureSandboxTests {
    static func message(_ body: String) -> String? {
        runScenarioBody(body, path: "Scenarios/sandbox.lua").failure?.message
    }

    @Test(arguments: [
        ("io.write('x')", "(global 'io') (scenarios have no io: print(...) writes to the scenario's output)"),
        ("os.time()", "(global 'os') (scenarios have no os: clock.now() and clock.date() read the virtual clock"),
        ("local x = any.integer(1, 2)", "(global 'any') (any is the argument of a property's body: property("),
        (
            "clock.nwo()",
            "(field 'nwo') (clock has no function 'nwo': did you mean clock.now? it has set, advance, now, date)"
        ),
    ])
    func aMissingLibraryOrClockFunctionSaysWhatThereIs(body: String, note: String) throws {
        let message = try #require(Self.message(body))
        #expect(message.contains(note), "\(message)")
    }

    @Test func otherNilsAndOtherTablesKeepLuasWords() throws {
        let other = try #require(Self.message("local t = {}\nt.nwo()"))
        #expect(other == "attempt to call a nil value (field 'nwo')")
        #expect(
            try #require(Self.message("nothing.x = 1")).hasSuffix("attempt to index a nil value (global 'nothing')"))
    }
}
