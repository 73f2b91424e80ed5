import Testing

@testable import MastheadLua

/// Both headers' fields: read-only, and a name that is not a field fails at its line.
@Suite struct HeaderFieldsTests {
    @Test func fieldsAreReadOnlyAndKnowTheirNames() {
        for (name, _, build) in HeaderStepsTests.builders {
            #expect(
                HeaderStepsTests.failure("h.title = 1", after: build)
                    == "\(name): field 'title' is read-only; use h:set{...}")
            let unknown = runScenarioBody("local h = \(build)\nlocal _ = h.nope", path: "t.lua").failure
            #expect(unknown?.message.hasPrefix("\(name) has no field 'nope'") == true)
            #expect(unknown?.message.contains("(fields: ") == true)
            #expect(unknown?.location?.line == 3, "at the line that read it")
            let numbered = HeaderStepsTests.failure("local _ = h[1]", after: build) ?? ""
            #expect(numbered.contains("\(name) has no field 1 (fields: "), "\(numbered)")
        }
    }
}
