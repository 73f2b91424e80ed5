import Testing

@testable import MastheadRender

/// An object printed member by member is the same bytes as the tree of values printed whole.
@Suite struct JSONObjectWriterTests {
    /// At depths the writer keeps a line break for, and deeper.
    @Test func printsWhatTheTreeOfValuesPrints() {
        for indent in [0, 2, 7, 12] {
            var writer = JSONObjectWriter(after: "    ", indent: indent, capacity: 16)
            writer.add("name", "quote \" tab\t café")
            writer.add("absent", nil as String?)
            writer.add("line", 12.0)
            writer.add("nothing", nil as Double?)
            writer.add("infinite", Double.infinity)
            writer.add("passed", true)
            writer.add("tags", strings: [])
            writer.add("steps", strings: ["h:tap(\"bell\")", "h:settle()"])
            writer.add("failure", JSONValue.object([("kind", .string("assertion")), ("lines", .array([.number(1)]))]))
            writer.add("none", nil as JSONValue?)
            writer.finish()

            // The absent members left out, as `JSONObjectBuilder` leaves them out.
            let value = JSONValue.object([
                ("name", .string("quote \" tab\t café")), ("line", .number(12)), ("infinite", .number(.infinity)),
                ("passed", .bool(true)), ("tags", .array([])),
                ("steps", .array([.string("h:tap(\"bell\")"), .string("h:settle()")])),
                ("failure", .object([("kind", .string("assertion")), ("lines", .array([.number(1)]))])),
            ])
            var expected = Array("    ".utf8)
            value.write(to: &expected, indent: indent)
            #expect(writer.bytes == expected)
        }
    }

    @Test func anObjectWithoutMembersIsEmptyBraces() {
        var writer = JSONObjectWriter(indent: 1)
        writer.add("absent", nil as String?)
        writer.finish()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "{}")
    }

    @Test func nestsItsMembersOneLevelDeeper() {
        var writer = JSONObjectWriter(indent: 1)
        writer.add("steps", strings: ["a"])
        writer.finish()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "{\n    \"steps\": [\n      \"a\"\n    ]\n  }")
    }
}
