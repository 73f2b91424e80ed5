import Testing

@testable import MastheadLua

@Suite("PropertyExample")
struct PropertyExampleTests {
    @Test func itsTextReadsBackForItsOwnPropertyOnly() {
        let example = PropertyExample(
            file: "Scenarios/a b.lua", property: "the \"badge\"\n", seed: 17, choices: [100, 0, 3])
        #expect(
            example.text == """
                # masthead: a failing case of a property, tried first by the next run (docs/scenarios.md)
                file "Scenarios/a b.lua"
                property "the \\"badge\\"\\n"
                seed 17
                choices 100 0 3

                """)
        #expect(
            PropertyExample.choices(in: example.text, file: "Scenarios/a b.lua", property: "the \"badge\"\n") == [
                100, 0, 3,
            ])
        #expect(PropertyExample.choices(in: example.text, file: "Scenarios/a b.lua", property: "the badge") == nil)
        #expect(PropertyExample.choices(in: example.text, file: "other.lua", property: "the \"badge\"\n") == nil)
        #expect(PropertyExample.choices(in: "choices 1 2", file: "a", property: "b") == nil)
        let edited = example.text.replacing("choices 100 0 3", with: "choices 100 x")
        #expect(PropertyExample.choices(in: edited, file: "Scenarios/a b.lua", property: "the \"badge\"\n") == nil)
    }
}
