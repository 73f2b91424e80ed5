import TestSupport
import Testing

@testable import MastheadText

/// XML, SVG and HTML text: each tricky input pinned byte for byte, and XML read back by xmllint.
@Suite struct EscaperMarkupTests {
    @Test func xmlTextEscapesMarkupAndDropsWhatXMLCannotCarry() {
        #expect(
            Escaper.xmlText.escaped("a < b && c > d ]]> \"q\" 'a'") == "a &lt; b &amp;&amp; c &gt; d ]]&gt; \"q\" 'a'")
        #expect(Escaper.xmlText.escaped("x\u{0}\u{1}\u{1B}\u{7F}\u{85}\u{9F}y\u{FFFE}\u{FFFF}z") == "xyz")
        #expect(Escaper.xmlText.escaped("tab\tline\ncr\r.") == "tab\tline\ncr&#13;.")
        #expect(Escaper.xmlText.escaped(EscaperTests.nonUTF8) == EscaperTests.nonUTF8)
    }

    @Test func xmlAttributesAlsoKeepQuotesTabsAndLineBreaks() {
        #expect(
            Escaper.xmlAttribute.escaped("\"a\"\tb\nc\rd'e' <&> \u{1}\u{9B}")
                == "&quot;a&quot;&#9;b&#10;c&#13;d'e' &lt;&amp;&gt; ")
    }

    /// What xmllint reads back is the text itself, less only what XML 1.0 cannot carry.
    @Test(.needs(.xmllint), arguments: EscaperTests.tricky)
    func xmllintReadsBackTheText(_ text: String) throws {
        var document = "<r a=\""
        Escaper.xmlAttribute.append(text, to: &document)
        document += "\">"
        Escaper.xmlText.append(text, to: &document)
        document += "</r>"
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter(Self.xmlCarries)))
        for (path, expected) in [("string(/r/@a)", kept), ("string(/r)", kept)] {
            let read = try Subprocess.run(OutsideTool.xmllint.path, ["--xpath", path, "-"], input: document)
            #expect(read.status == 0, "\(document.debugDescription): \(read.output)")
            #expect(Array(read.output.utf8) == Array((expected + "\n").utf8), "\(path) of \(document.debugDescription)")
        }
    }

    /// XML 1.0's Char, less DEL and the C1 controls (which strict readers reject).
    static func xmlCarries(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    @Test func svgReplacesWhatXMLCannotHoldWithAReplacementCharacter() {
        #expect(Escaper.svg.escaped("<tspan a=\"1\">&'</tspan>") == "&lt;tspan a=&quot;1&quot;&gt;&amp;'&lt;/tspan&gt;")
        #expect(Escaper.svg.escaped("a\u{0}b\u{1B}c\u{FFFE}d\u{FFFF}e") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e")
        // A picture keeps tab and line breaks, DEL and the C1 controls (XML 1.0 allows them).
        #expect(Escaper.svg.escaped("\t\n\r\u{7F}\u{85} ]]>") == "\t\n\r\u{7F}\u{85} ]]&gt;")
    }

    /// What xmllint finds well-formed: any text in a picture's attribute and text.
    @Test(.needs(.xmllint)) func xmllintFindsEveryEscapedPictureTextWellFormed() throws {
        var document = "<svg xmlns=\"http://www.w3.org/2000/svg\">"
        for text in EscaperTests.tricky {
            document +=
                "<text aria-label=\"" + Escaper.svg.escaped(text) + "\">" + Escaper.svg.escaped(text) + "</text>"
        }
        document += "</svg>"
        let result = try Subprocess.run(OutsideTool.xmllint.path, ["--noout", "-"], input: document)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func htmlEscapesBothQuotesAndReplacesControls() {
        #expect(
            Escaper.html.escaped("<script>alert('x') & \"y\"</script>")
                == "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;")
        #expect(Escaper.html.escaped("plain text, café ✓") == "plain text, café ✓")
        #expect(
            Escaper.html.escaped("a\u{0}b\u{1B}[31mc\u{85}d\ne\tf\rg")
                == "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}d\ne\tf\u{FFFD}g")
        #expect(Escaper.html.escaped("]]> \u{7F}") == "]]&gt; \u{FFFD}")
    }
}
