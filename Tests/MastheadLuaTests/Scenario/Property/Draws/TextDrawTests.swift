import Testing

@testable import MastheadLua

@Suite("TextDraw")
struct TextDrawTests {
    @Test func lengthsStayInTheirBoundsAndTheEdgesComeUp() throws {
        var lengths: Set<Int> = []
        for run in 0..<400 {
            let draws = ChoiceDraws(.random(PropertyRandom(seed: 11, run: run, property: "t")))
            let text = try TextDraw.draw(draws, minimum: 1, maximum: 40, alphabet: .ascii)
            #expect((1...40).contains(text.count))
            #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
            lengths.insert(text.count)
        }
        #expect(lengths.contains(1) && lengths.contains(40))
    }

    /// The unicode alphabet gives emoji sequences, combining marks and right-to-left letters, each
    /// one character as a user sees it.
    @Test func theUnicodeAlphabetHasWhatBreaksLayouts() {
        let characters = TextAlphabet.unicode.characters
        #expect(characters.allSatisfy { $0.count == 1 })
        #expect(Set(characters).count == characters.count)
        #expect(characters.contains("👩\u{200D}👩\u{200D}👧\u{200D}👦") && characters.contains("🇫🇷"))
        #expect(characters.contains { $0.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark } })
        #expect(characters.contains { $0.unicodeScalars.first.map { (0x0590...0x06FF).contains($0.value) } == true })
        #expect(TextAlphabet.nameStart.characters.allSatisfy { !$0.contains(" ") })
    }
}
