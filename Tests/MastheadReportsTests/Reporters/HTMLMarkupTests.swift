import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The picture data URLs of the HTML pages. (Their text is escaped with `Escaper.html`, tested
/// in MastheadTextTests.)
@Suite struct HTMLMarkupTests {
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

    @Test func svgTextURLEncodesOnlyWhatTheURLAndTheAttributeCannotHold() {
        #expect(
            HTMLMarkup.svgTextURL("<svg fill=\"#0A0\">a & b's 5%\n·</svg>")
                == "data:image/svg+xml;charset=utf-8,<svg fill=\"%230A0\">a %26 b%27s 5%25%0A·</svg>")
    }
}
