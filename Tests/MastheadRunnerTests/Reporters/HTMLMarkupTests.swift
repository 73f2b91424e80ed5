import Testing

@testable import MastheadRunner

/// Escaping and the picture data URLs of the HTML report.
@Suite struct HTMLMarkupTests {
    @Test func markupCharactersBecomeReferences() {
        #expect(
            HTMLMarkup.escape("<script>alert('x') & \"y\"</script>")
                == "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;")
        #expect(HTMLMarkup.escape("plain text, café ✓") == "plain text, café ✓")
    }

    @Test func controlCharactersAreReplacedButLineBreaksKept() {
        #expect(HTMLMarkup.escape("a\u{0}b\u{1B}[31mc\u{85}d\ne\tf") == "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}d\ne\tf")
    }

    @Test(arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ])
    func base64FollowsRFC4648(text: String, encoded: String) {
        #expect(HTMLMarkup.base64(Array(text.utf8)) == encoded)
    }

    @Test func svgDataURL() {
        #expect(HTMLMarkup.svgDataURL("<svg/>") == "data:image/svg+xml;base64,PHN2Zy8+")
        #expect(HTMLMarkup.base64([0xFF, 0xFE, 0x00]) == "//4A")
    }
}
