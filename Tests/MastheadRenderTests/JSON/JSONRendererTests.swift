import MastheadCore
import TestSupport
import Testing

@testable import MastheadRender

@Suite("JSONRenderer")
struct JSONRendererTests {
    /// Runs `script` with the JSON on standard input and returns what it prints.
    static func python(_ script: String, on json: String) throws -> Subprocess.Result {
        try Subprocess.run(
            OutsideTool.python.path, ["-c", "import json, sys\nsys.stdout.reconfigure(encoding='utf-8')\n" + script],
            input: json)
    }

    /// The lines `script` prints about the JSON of `tree`.
    static func printed(by script: String, for tree: RenderTree) throws -> [Substring] {
        try python(script, on: JSONRenderer.render(tree)).output.split(separator: "\n")
    }

    static var fixtures: [RenderTree] {
        [
            HeaderFixtures.greeting(), HeaderFixtures.greeting(.collapsed, appearance: .dark),
            HeaderFixtures.greeting(.loading),
            HeaderFixtures.scope(), HeaderFixtures.scope(chips: nil, offset: 30),
        ]
    }

    @Test(.needs(.python)) func pythonsParserAcceptsEveryFixture() throws {
        for tree in Self.fixtures {
            let result = try Self.python("json.load(sys.stdin)", on: JSONRenderer.render(tree))
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test(.needs(.python)) func keysComeInTheDocumentedOrder() throws {
        let script = """
            d = json.load(sys.stdin, object_pairs_hook=lambda pairs: dict(pairs))
            print(" ".join(d.keys()))
            print(" ".join(d["elements"][6].keys()))
            print(" ".join(d["scroll_rows"][1].keys()))
            """
        #expect(
            try Self.printed(by: script, for: HeaderFixtures.scope()) == [
                "component size ground theme appearance scroll_rows elements",
                "id role text visible opacity frame hit font color fill stroke_width ring_width corner_radius symbol symbol_size scroll_row z label hint traits focusable spoken",
                "id viewport content_width offset",
            ])
    }

    @Test(.needs(.python)) func valuesReadBackAsTheTreeHoldsThem() throws {
        let script = """
            d = json.load(sys.stdin)
            bell = next(e for e in d["elements"] if e["id"] == "bell")
            print(d["component"], d["size"]["width"], d["size"]["height"], d["ground"], d["theme"], d["appearance"])
            print(bell["frame"], bell["hit"], bell["symbol"], bell["traits"], bell["spoken"], bell["visible"])
            hairline = next(e for e in d["elements"] if e["id"] == "hairline")
            print(hairline["visible"], hairline["opacity"], hairline["frame"]["height"], "spoken" in hairline)
            """
        #expect(
            try Self.printed(by: script, for: HeaderFixtures.greeting()) == [
                "greeting 393 165 bg default light",
                "{'x': 289, 'y': 12, 'width': 40, 'height': 40} {'x': 287, 'y': 10, 'width': 44, 'height': 44} bell.fill ['button'] Notifications, 3 unread, Button True",
                "False 0 0.333 False",
            ])
    }

    @Test(.needs(.python)) func awkwardTextSurvivesTheRoundTrip() throws {
        let text = "Quote \" backslash \\ newline \n tab \t bell \u{07} nul \u{00} del \u{7F} é € 𝄞 👋🏽 \u{2028}"
        var tree = HeaderFixtures.greeting()
        tree.update("date_line") { $0.text = text }
        let script = """
            d = json.load(sys.stdin)
            print(" ".join("%X" % ord(c) for c in d["elements"][0]["text"]))
            """
        let result = try Self.python(script, on: JSONRenderer.render(tree))
        let expected = text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == expected + "\n")
    }

    @Test func stringsAreEscapedAsRFC8259Asks() {
        var bytes: [UInt8] = []
        JSONValue.appendString("a\"b\\c\nd\u{01}\u{1F}e\u{7F}𝄞/", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #""a\"b\\c\nd\u0001\u001fe"# + "\u{7F}𝄞/\"")
    }

    @Test func prettyPrintedWithTwoSpacesAndNoNulls() {
        let json = JSONRenderer.render(HeaderFixtures.greeting())
        let lines = json.split(separator: "\n")
        #expect(lines.first == "{")
        #expect(lines[1] == "  \"component\": \"greeting\",")
        #expect(lines.contains("    \"width\": 393,"))
        #expect(json.hasSuffix("}\n"))
        #expect(!json.contains("null"))
        #expect(!lines.contains { $0.hasSuffix(" ") })
    }

    @Test func absentFieldsAreLeftOut() {
        let document = JSONRenderer.document(HeaderFixtures.greeting())
        guard case .object(let root) = document,
            case .array(let elements)? = root.first(where: { $0.key == "elements" })?.value,
            case .object(let dateLine) = elements[0]
        else {
            Issue.record("unexpected document shape")
            return
        }
        let keys = dateLine.map(\.key)
        #expect(keys.contains("font"))
        #expect(!keys.contains("symbol"))
        #expect(!keys.contains("hit"))
        #expect(!keys.contains("motion"))
    }

    @Test func numbersUsePointsFormatting() {
        var tree = HeaderFixtures.greeting()
        tree.update("bell") {
            $0.opacity = 0.12345
            $0.motion = ElementMotion(token: "snappy", progress: 1.0063)
        }
        let json = JSONRenderer.render(tree)
        #expect(json.contains("\"opacity\": 0.123,"))
        #expect(json.contains("\"progress\": 1.006"))
        #expect(json.contains("\"height\": 165"))
        #expect(!json.contains("e-"))
    }

    @Test func nonFiniteNumbersBecomeNull() {
        #expect(
            JSONValue.array([.number(.nan), .number(.infinity), .number(-0.0)]).prettyPrinted
                == "[\n  null,\n  null,\n  0\n]\n")
    }

    /// Every machine writes the same bytes: the documents match the ones committed in
    /// Tests/Fixtures/renderings (`CommittedRendering`). A scope header with loading chips, and a
    /// greeting whose badge is rolling (the in-between members).
    @Test func documentsAreTheCommittedBytes() {
        CommittedRendering.check(
            JSONRenderer.render(HeaderFixtures.scope(chips: nil, offset: 30)), is: "scope-loading.json")
        CommittedRendering.check(
            JSONRenderer.render(HeaderFixtures.inBetween(at: 0.1, HeaderFixtures.count("10"))),
            is: "greeting-rolling.json")
    }

    @Test(.needs(.python)) func inBetweenMembersDescribeTheRollAndTheFade() throws {
        let rolling = HeaderFixtures.inBetween(at: 0.1, HeaderFixtures.count("10"))
        let script = """
            d = json.load(sys.stdin)
            badge = [e for e in d["elements"] if e["id"] == "badge"][0]
            print(badge["motion"]["token"], badge["roll"]["from"], badge["roll"]["to"], badge["roll"]["direction"])
            print(" ".join(g["text"] for column in badge["roll"]["columns"] for g in column))
            """
        #expect(try Self.printed(by: script, for: rolling) == ["snappy 3 10 up", "3 0 1"])
        let fading = HeaderFixtures.inBetween(at: 0.1) { $0.update("date_line") { $0.text = "Offline" } }
        let fadeScript = """
            d = json.load(sys.stdin)
            line = [e for e in d["elements"] if e["id"] == "date_line"][0]
            print(line["text"], "|", line["fade"]["looks"][0]["element"]["text"], "|", line["fade"]["progress"] + line["fade"]["looks"][0]["weight"])
            """
        #expect(try Self.printed(by: fadeScript, for: fading) == ["Offline | Friday, October 23 | 1.0"])
    }
}
