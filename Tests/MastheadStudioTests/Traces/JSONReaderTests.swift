import MastheadRender
import Testing

@testable import MastheadStudio

/// What `JSONValue` writes, `JSONReader` reads back; what is not JSON is an error with its place.
@Suite struct JSONReaderTests {
    @Test func whatTheWriterWritesReadsBack() throws {
        var object = JSONObjectBuilder()
        object.add("text", "quote \" backslash \\ newline \n tab \t control \u{01} emoji 👋🏽 שלום </script>")
        object.add("number", -12.5)
        object.add("flag", true)
        object.add("list", .array([.number(1), .string(""), .object([])]))
        let text = object.value.prettyPrinted
        let read = try JSONReader.parse(text)
        #expect(read.prettyPrinted == text)
        #expect(read["text"]?.stringValue?.hasSuffix("</script>") == true)
    }

    @Test func escapesAndSurrogatePairsAreDecoded() throws {
        let read = try JSONReader.parse(#"{"a": "\u00e9\ud83d\ude00\/", "b": null, "c": [null, 1e2]}"#)
        #expect(read["a"]?.stringValue == "é😀/")
        #expect(read["b"] == nil, "null members are dropped")
        #expect(read["c"]?.arrayValue.count == 1)
        #expect(read["c"]?.arrayValue.first?.numberValue == 100)
    }

    @Test func brokenTextIsAnErrorWithItsPlace() {
        for text in ["", "{", #"{"a" 1}"#, "[1,]", #""open"#, "tru", "{} x", #"{"a": -}"#] {
            #expect(throws: JSONReader.Failure.self, "\(text)") { try JSONReader.parse(text) }
        }
    }
}
