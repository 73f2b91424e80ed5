import Testing

@testable import MastheadText

/// The escaper itself: the fast path hands back text that needs nothing as it is, and the string
/// and byte forms write the same.
@Suite struct EscaperTests {
    /// An escaper whose fast path flags every byte, to compare with each preset's real one.
    static func scanningEverything(_ escaper: Escaper) -> Escaper {
        Escaper(mayNeedReplacement: { _ in true }, replacement: escaper.replacement)
    }

    static let presets: [(String, Escaper)] = [
        ("xmlText", .xmlText), ("xmlAttribute", .xmlAttribute), ("svg", .svg), ("html", .html),
        ("jsonString", .jsonString), ("yamlDoubleQuoted", .yamlDoubleQuoted), ("listingQuoted", .listingQuoted),
        ("terminalLine", .terminalLine), ("terminalText", .terminalText), ("luaString", .luaString),
    ]

    /// Every scalar a preset replaces starts with a byte its fast path flags: text the scan lets
    /// through whole is exactly what the slow path would have written.
    @Test(arguments: presets.map(\.0))
    func theFastPathNeverMissesAReplacement(name: String) throws {
        let escaper = try #require(Self.presets.first { $0.0 == name }?.1)
        let slow = Self.scanningEverything(escaper)
        let samples =
            (0..<0x800).compactMap(Unicode.Scalar.init) + (0xFFF0...0xFFFF).compactMap(Unicode.Scalar.init)
            + ["\u{1F600}", "\u{10FFFF}", "\u{200D}", "\u{202E}", "\u{E000}"]
        for scalar in samples {
            let text = "a" + String(scalar) + "b"
            #expect(escaper.escaped(text) == slow.escaped(text), "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test(arguments: presets.map(\.0))
    func stringsAndBytesAgree(name: String) throws {
        let escaper = try #require(Self.presets.first { $0.0 == name }?.1)
        for text in Self.tricky {
            var bytes: [UInt8] = []
            escaper.append(text, to: &bytes)
            #expect(bytes == Array(escaper.escaped(text).utf8), "\(text.debugDescription)")
        }
    }

    @Test func textThatNeedsNothingComesBackAsItIs() {
        #expect(Escaper.jsonString.escaped("Good morning, Maya ✓") == "Good morning, Maya ✓")
        var output = "<"
        Escaper.svg.append("plain", to: &output)
        #expect(output == "<plain")
    }

    @Test func hexIsPaddedToItsDigits() {
        #expect(Escaper.hex(0x1F, digits: 4) == "001f")
        #expect(Escaper.hex(0x1F, digits: 1, uppercase: true) == "1F")
        #expect(Escaper.hex(0x10FFFF, digits: 2) == "10ffff")
    }

    /// Text every preset is tried with: controls (C0, DEL, C1), markup, quotes of both kinds, a
    /// CDATA end, backslashes, a digit after a control, joiners and direction marks, U+FFFE, and
    /// the U+FFFD that bytes which were not UTF-8 become when read into Swift.
    static let tricky: [String] = [
        "", "plain", "\u{0}\u{1}\u{7}\u{8}\u{B}\u{C}\u{1B}[2J\u{1F}", "\u{7F}\u{80}\u{85}\u{9B}\u{9F}\u{A0}",
        "<a href=\"x\">&amp;</a>", "it's \"quoted\"", "]]>", "back\\slash", "\u{1}5", "\t\n\r\r\n",
        "e\u{301} \u{200D}\u{202E}\u{FEFF}", "\u{FFFE}\u{FFFF}", nonUTF8, "👩‍👩‍👧‍👦 #1 \\#",
    ]

    /// "Ma" and a byte that is not UTF-8, as a Lua string reaches Swift: the byte becomes U+FFFD.
    static let nonUTF8 = String(decoding: [0x4D, 0x61, 0xE1, 0xFF, 0xC0, 0x80], as: UTF8.self)
}
