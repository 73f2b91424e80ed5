import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// merge-junit's XML reader, held to Python's parser on awkward documents and to the standard's
/// errors on broken ones.
@Suite struct XMLReaderTests {
    static let awkward: [String] = [
        // Declaration, comments, a document type with an internal subset, a processing instruction.
        """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- generated -->
        <!DOCTYPE testsuites [ <!ELEMENT testsuites ANY> <!-- ] > --> ]>
        <?xml-stylesheet href="x.xsl"?>
        <testsuites name='quote " inside' tests = "2"><testsuite name="a"/></testsuites>
        """,
        // Entities, character references, CDATA, attribute whitespace, mixed content.
        """
        <r a="&lt;&amp;&gt;&quot;&apos; &#65;&#x1F600;" b='tab\there&#9;nl&#10;end'>
          <t>x &amp; y <![CDATA[<raw> & ]]]]><![CDATA[>]]> z</t>
          <m>before <b>bold</b> after<i/>  </m>
          <e></e><f/>
        </r>
        """,
        // Line ends: \r\n and \r become \n in text; in attributes every line end is a space.
        "<r a=\"one\r\ntwo\rthree\">x\r\ny\rz</r>",
        // Unicode names and text, a comment inside text, a byte-order mark.
        "\u{FEFF}<résumé nom=\"Zoë\">naïve <!-- c --> café ›</résumé>",
    ]

    @Test(.needs(.python), arguments: awkward) func readsWhatPythonReads(_ document: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try TemporaryDirectory.write(document, to: directory.path + "/doc.xml")
        let python = try Subprocess.run(
            OutsideTool.python.path, [PackagePaths.consumers + "/xml_events.py", directory.path + "/doc.xml"],
            separateErrors: true)
        try #require(python.status == 0, "\(python.errors)")
        let expected = python.output.split(separator: "\n").map(String.init)
        #expect(Self.events(try XMLReader.parse(document)) == expected)
    }

    @Test(arguments: awkward) func writingAndReadingAgainChangesNothing(_ document: String) throws {
        let tree = try XMLReader.parse(document)
        #expect(try XMLReader.parse(XMLWriter.document(tree)) == tree)
    }

    @Test func brokenDocumentsAreErrorsAtTheirLineAndColumn() {
        let cases: [(String, String)] = [
            ("<a>\n  <b></c>\n</a>", "line 2, column 6: expected </b>, found </c>"),
            (
                "<a>&nbsp;</a>",
                "line 1, column 4: unknown entity &nbsp; (only &lt; &gt; &amp; &quot; &apos; and character references)"
            ),
            ("<a>fish & chips</a>", "line 1, column 9: '&' that starts no reference (write a literal & as &amp;)"),
            ("<a x=1/>", "line 1, column 6: the value of x must be in quotes, found '1/>'"),
            ("<a x='1' x='2'/>", "line 1, column 10: the attribute x appears twice in <a>"),
            ("<a x='<'/>", "line 1, column 7: '<' in the value of x (write it as &lt;)"),
            ("<a/><b/>", "line 1, column 5: content after the root element </a>: '<b/>'"),
            ("<!-- only a comment -->", "line 1, column 24: the document has no root element"),
            ("<a>&#0;</a>", "line 1, column 4: &#0; is not a character XML allows"),
            ("<a><!-- a -- b --></a>", "line 1, column 11: '--' inside a comment"),
            (
                "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>",
                "line 1, column 1: the document is in iso-8859-1; merge-junit reads UTF-8 only"
            ),
            ("<a>\n<b>", "line 2, column 1: <b> is never closed (expected </b>)"),
            ("<a x='1'y='2'/>", "line 1, column 9: expected a space, > or /> in <a, found 'y='2'/>'"),
            ("<a>]]></a>", "line 1, column 4: ']]>' in text (write it as ]]&gt;)"),
        ]
        for (document, message) in cases {
            do {
                _ = try XMLReader.parse(document)
                Issue.record("no error for \(document)")
            } catch {
                #expect(error.description == message, "\(document)")
            }
        }
    }

    @Test func hostileInputIsRefusedNotCrashedOn() {
        let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(throws: XMLSyntaxError.self) { try XMLReader.parse(deep) }
        #expect(throws: XMLSyntaxError.self) {
            try XMLReader.parse(bytes: [0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E])
        }
        #expect(throws: XMLSyntaxError.self) { try XMLReader.parse("") }
        #expect(throws: XMLSyntaxError.self) { try XMLReader.parse("<a") }
    }

    /// The tree as xml_events.py prints it.
    static func events(_ element: XMLElement) -> [String] {
        var lines = ["start\t\(element.name)"]
        for attribute in element.attributes.sorted(by: { $0.name < $1.name }) {
            lines.append("attribute\t\(attribute.name)\t\(escape(attribute.value))")
        }
        for child in element.children {
            switch child {
            case .text(let text): lines.append("text\t\(escape(text))")
            case .element(let inner): lines += events(inner)
            }
        }
        return lines + ["end\t\(element.name)"]
    }

    static func escape(_ text: String) -> String {
        Consumers.escape(text).replacing("\r", with: "\\r")
    }
}
