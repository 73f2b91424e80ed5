import MastheadText
import Testing

@testable import MastheadRender

/// A value prints as JSON byte for byte, whatever its strings hold.
@Suite struct JSONValueTests {
    @Test func stringsAreEscapedAsJSONNeeds() {
        let value = JSONValue.object([
            ("name", .string("quote \" backslash \\ tab\t nl\n bell\u{07} café 👋🏽 عربى")),
            ("numbers", .array([.number(3), .number(-0.0), .number(2.5004), .number(.nan), .number(1e21)])),
            ("empty", .object([])), ("none", .array([])), ("flags", .array([.bool(true), .bool(false)])),
            ("nested", .object([("deeper", .array([.object([("k", .string(""))])]))])),
        ])
        #expect(value.prettyPrinted.contains(#""name": "quote \" backslash \\ tab\t nl\n bell\u0007 café 👋🏽 عربى""#))
    }

    @Test func printsTheDocumentByteForByte() {
        let value = JSONValue.object([
            ("name", .string("q\"\\\t\u{07} é")),
            ("numbers", .array([.number(3), .number(-0.0), .number(2.5004), .number(.nan)])),
            ("empty", .object([])), ("none", .array([])), ("flags", .array([.bool(true), .bool(false)])),
        ])
        #expect(
            value.prettyPrinted == """
                {
                  "name": "q\\"\\\\\\t\\u0007 é",
                  "numbers": [
                    3,
                    0,
                    2.5,
                    null
                  ],
                  "empty": {},
                  "none": [],
                  "flags": [
                    true,
                    false
                  ]
                }

                """)
    }

    @Test func indentsDeeperThanItsRunOfSpaces() {
        var bytes: [UInt8] = []
        JSONValue.array([.bool(true)]).write(to: &bytes, indent: 40)
        let expected = "[\n" + String(repeating: " ", count: 82) + "true\n" + String(repeating: " ", count: 80) + "]"
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    /// Byte by byte, a string is escaped as the escaper escapes it scalar by scalar.
    @Test func everyASCIIByteIsEscapedAsTheEscaperDoes() {
        for byte in UInt8(0)..<0x80 {
            let text = "a" + String(Unicode.Scalar(byte)) + "é\"\(String(Unicode.Scalar(byte)))z"
            var bytes: [UInt8] = []
            JSONValue.appendString(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "\"" + Escaper.jsonString.escaped(text) + "\"", "\(byte)")
        }
    }

    @Test func compactIsOneLineWithNoSpaceAndReadsAsThePrettyForm() {
        let value = JSONValue.object([
            ("a", .array([.number(1), .number(0.5), .bool(true)])), ("b", .string("x \"y\"\n")), ("c", .array([])),
            ("d", .object([])),
        ])
        #expect(value.compact == #"{"a":[1,0.5,true],"b":"x \"y\"\n","c":[],"d":{}}"#)
        #expect(
            value.compact.filter { $0 != " " && $0 != "\n" } == value.prettyPrinted.filter { $0 != " " && $0 != "\n" })
    }
}
