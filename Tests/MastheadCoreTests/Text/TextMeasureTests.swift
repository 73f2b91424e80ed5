import Testing

@testable import MastheadCore

/// Values computed from Inter 3.019 (the faces the table is generated from) by summing hmtx
/// advances: unitsPerEm 2816. They catch a regression in the table or its decoding.
@Suite("TextMeasure width")
struct TextMeasureWidthTests {
    let printableASCII = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }

    @Test func asciiWidthsArePositiveAndAdditive() {
        for weight in FontWeight.allCases {
            for character in printableASCII {
                #expect(TextMeasure.width(of: character, size: 17, weight: weight) > 0, "\(character)")
            }
            let pieces = ["Good", " morning", ", ", "Maya", "!", " 12:45"]
            let whole = TextMeasure.width(of: pieces.joined(), size: 17, weight: weight)
            let sum = pieces.map { TextMeasure.width(of: $0, size: 17, weight: weight) }.reduce(0, +)
            #expect(abs(whole - sum) < 1e-9)
        }
    }

    @Test func widthScalesWithSize() {
        let at10 = TextMeasure.width(of: "Headline", size: 10, weight: .semibold)
        let at30 = TextMeasure.width(of: "Headline", size: 30, weight: .semibold)
        #expect(abs(at30 - 3 * at10) < 1e-9)
    }

    @Test func knownWidthsMatchInter() {
        let greeting = TextMeasure.width(of: "Good morning, Maya", size: 30, weight: .regular)
        #expect(abs(greeting - 294.84375) < 0.5)
        let semibold = TextMeasure.width(of: "Good morning, Maya", size: 30, weight: .semibold)
        #expect(abs(semibold - 300.9588) < 0.5)
        let date = TextMeasure.width(of: "Friday, October 23", size: 15, weight: .regular)
        #expect(abs(date - 133.1463) < 0.5)
        #expect(TextMeasure.width(of: "n", size: 2816, weight: .regular) == 1648)
        #expect(TextMeasure.width(of: " ", size: 2816, weight: .regular) == 792)
        #expect(TextMeasure.width(of: "€", size: 2816, weight: .regular) > 0)
    }

    @Test func heavierWeightsAreWider() {
        let text = "Good morning, Maya"
        #expect(
            TextMeasure.width(of: text, size: 30, weight: .bold)
                > TextMeasure.width(of: text, size: 30, weight: .regular))
        let measured = [FontWeight.regular, .medium, .semibold, .bold, .heavy, .black].map {
            TextMeasure.width(of: text, size: 30, weight: $0)
        }
        #expect(measured == measured.sorted())
        for light in [FontWeight.ultraLight, .thin, .light] {
            #expect(
                TextMeasure.width(of: text, size: 30, weight: light)
                    == TextMeasure.width(of: text, size: 30, weight: .regular))
        }
    }

    @Test(arguments: FontWeight.allCases)
    func tabularDigitsShareOneWidth(weight: FontWeight) {
        let digits = (0...9).map { TextMeasure.width(of: "\($0)", size: 20, weight: weight, monospacedDigits: true) }
        #expect(Set(digits).count == 1)
        #expect(digits[0] > 0)
        #expect(
            TextMeasure.width(of: "11:11", size: 20, weight: weight, monospacedDigits: true)
                == TextMeasure.width(of: "08:48", size: 20, weight: weight, monospacedDigits: true))
        // Proportional figures differ: "1" is narrow.
        #expect(
            TextMeasure.width(of: "1", size: 20, weight: weight)
                < TextMeasure.width(of: "0", size: 20, weight: weight))
        // Letters are unaffected.
        #expect(
            TextMeasure.width(of: "Oct", size: 20, weight: weight, monospacedDigits: true)
                == TextMeasure.width(of: "Oct", size: 20, weight: weight))
    }

    @Test func emojiSequencesAreOneGlyph() {
        let one = 1.23 * 20
        for emoji in ["😀", "👨‍👩‍👧‍👦", "👍🏽", "🇫🇷", "❤️", "❤️‍🔥", "🏳️‍🌈", "1️⃣", "©️", "🧑🏾‍💻", "☀"] {
            let width = TextMeasure.width(of: emoji, size: 20, weight: .regular)
            #expect(abs(width - one) < 1e-9, "\(emoji) measured \(width)")
        }
        #expect(abs(TextMeasure.width(of: "🇫🇷🇩🇪🇯🇵", size: 20, weight: .regular) - 3 * one) < 1e-9)
        #expect(abs(TextMeasure.width(of: "😀👍🏽👨‍👩‍👧", size: 20, weight: .bold) - 3 * one) < 1e-9)
        let mixed = TextMeasure.width(of: "Hi 👋", size: 20, weight: .regular)
        #expect(abs(mixed - TextMeasure.width(of: "Hi ", size: 20, weight: .regular) - one) < 1e-9)
    }

    @Test func cjkIsOneEm() {
        for text in ["日本語", "한국어", "ひらが", "カタカ", "中文。"] {
            #expect(abs(TextMeasure.width(of: text, size: 16, weight: .regular) - 48) < 1e-9, "\(text)")
        }
        // Decomposed Hangul (leading, vowel, trailing jamo) is one syllable.
        #expect(abs(TextMeasure.width(of: "\u{1112}\u{1161}\u{11AB}", size: 16, weight: .regular) - 16) < 1e-9)
    }

    @Test func combiningMarksHaveNoWidth() {
        let e = TextMeasure.width(of: "e", size: 17, weight: .regular)
        #expect(TextMeasure.width(of: "e\u{301}", size: 17, weight: .regular) == e)
        for value in UInt32(0x300)...0x36F {
            let mark = String(Character(Unicode.Scalar(value)!))
            #expect(TextMeasure.width(of: mark, size: 17, weight: .bold) == 0)
        }
        for invisible in ["\u{200B}", "\u{200D}", "\u{FE0F}", "\u{00AD}", "\u{2060}", "\u{202E}"] {
            #expect(TextMeasure.width(of: invisible, size: 17, weight: .regular) == 0)
        }
    }

    @Test func otherScriptsUseFallbacks() {
        let n = TextMeasure.width(of: "n", size: 17, weight: .medium)
        #expect(TextMeasure.width(of: "λ", size: 17, weight: .medium) == n)
        #expect(TextMeasure.width(of: "Ж", size: 17, weight: .medium) == n)
        let lowercase = TextMeasure.width(of: "abcdefghijklmnopqrstuvwxyz", size: 17, weight: .medium) / 26
        #expect(abs(TextMeasure.width(of: "שלום", size: 17, weight: .medium) - 4 * lowercase) < 1e-9)
        #expect(abs(TextMeasure.width(of: "سلام", size: 17, weight: .medium) - 4 * lowercase) < 1e-9)
        // Vowel points draw nothing.
        #expect(
            TextMeasure.width(of: "שָׁלוֹם", size: 17, weight: .medium)
                == TextMeasure.width(of: "שלום", size: 17, weight: .medium))
    }

    @Test func degenerateSizesMeasureZero() {
        for size in [0, -12, Double.nan, .infinity] {
            #expect(TextMeasure.width(of: "Maya", size: size, weight: .regular) == 0)
        }
        #expect(TextMeasure.width(of: "", size: 17, weight: .regular) == 0)
    }
}

@Suite("FontWeight and the generated table")
struct TextMeasureFontTableTests {
    @Test func rawValuesAndOrder() {
        #expect(
            FontWeight.allCases.map(\.rawValue)
                == ["ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
        #expect(FontWeight.allCases.sorted() == FontWeight.allCases)
        #expect(FontWeight(rawValue: "semibold") == .semibold)
        #expect(FontWeight.ultraLight < .thin)
        #expect(FontWeight.bold > .semibold)
    }

    @Test func tableDecodes() {
        #expect(FontMetrics.decodeHex("1803\n2008") == [792, 2080])
        let covered = FontMetrics.coveredRanges.map { $0.count }.reduce(0, +)
        for weight in FontWeight.allCases {
            #expect(FontMetrics.face(for: weight).advances.count == covered)
        }
        #expect(FontMetrics.unitsPerEm == 2816)
    }
}

@Suite("TextMeasure wrap")
struct TextMeasureWrapTests {
    @Test func wrapsAtSpaces() {
        let lines = TextMeasure.wrap("Good morning, Maya", size: 30, weight: .bold, maxWidth: 250)
        #expect(lines == ["Good morning,", "Maya"])
        #expect(
            TextMeasure.wrap("Good morning, Maya", size: 30, weight: .bold, maxWidth: 400) == ["Good morning, Maya"])
    }

    @Test func emptyString() {
        #expect(TextMeasure.wrap("", size: 17, weight: .regular, maxWidth: 100) == [""])
        #expect(TextMeasure.wrap("", size: 17, weight: .regular, maxWidth: 0) == [""])
    }

    @Test func longWordIsSplitAtGraphemes() {
        let word = "Supercalifragilisticexpialidocious"
        let lines = TextMeasure.wrap(word, size: 30, weight: .regular, maxWidth: 100)
        #expect(lines.count > 3)
        #expect(lines.joined() == word)
        for line in lines {
            #expect(TextMeasure.width(of: line, size: 30, weight: .regular) <= 100 + 1e-9)
        }
        let accented = "e\u{301}e\u{301}e\u{301}"
        #expect(
            TextMeasure.wrap(accented, size: 30, weight: .regular, maxWidth: 1) == ["e\u{301}", "e\u{301}", "e\u{301}"])
        #expect(TextMeasure.wrap("👨‍👩‍👧👍🏽", size: 30, weight: .regular, maxWidth: 1) == ["👨‍👩‍👧", "👍🏽"])
    }

    @Test(arguments: [0, -5, Double.nan])
    func degenerateMaxWidthGivesOneGraphemePerLine(maxWidth: Double) {
        #expect(TextMeasure.wrap("abc", size: 17, weight: .regular, maxWidth: maxWidth) == ["a", "b", "c"])
        #expect(TextMeasure.wrap("ab cd", size: 17, weight: .regular, maxWidth: maxWidth) == ["a", "b", "c", "d"])
    }

    @Test func spacesHangAndLeadingSpacesStay() {
        let width = TextMeasure.width(of: "Good", size: 17, weight: .regular)
        #expect(TextMeasure.wrap("Good   day", size: 17, weight: .regular, maxWidth: width) == ["Good  ", "day"])
        #expect(TextMeasure.wrap("  Good", size: 17, weight: .regular, maxWidth: width) == ["  Goo", "d"])
        #expect(TextMeasure.wrap("   ", size: 17, weight: .regular, maxWidth: 0) == ["   "])
    }

    /// Random strings over a mixed alphabet, wrapped at random widths: nothing is lost or added,
    /// no line is empty, and every line fits unless it is a single grapheme.
    @Test func wrapNeverLosesCharacters() {
        var random = SplitMix64(seed: 0x4D61_7374_6865_6164)
        var lineCount = 0
        let alphabet: [String] = [
            "a", "b", "M", "W", "i", "l", "1", "0", ",", ".", "—", "…", " ", " ", " ", " ",
            "é", "e\u{301}", "日", "한", "😀", "👨‍👩‍👧", "🇫🇷", "👍🏽", "ש", "λ", "\u{200B}", "\t",
        ]
        for _ in 0..<400 {
            let length = Int.random(in: 0...60, using: &random)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined()
            let maxWidth = [0, -1, .nan, Double.random(in: 0...300, using: &random)]
                .randomElement(using: &random)!
            let size = Double.random(in: 8...40, using: &random)
            let weight = FontWeight.allCases.randomElement(using: &random)!
            let lines = TextMeasure.wrappedLines(text, size: size, weight: weight, maxWidth: maxWidth)
            lineCount += lines.count

            let rebuilt = lines.map { String($0.text) + ($0.endsAtSpace ? " " : "") }.joined()
            #expect(rebuilt == text, "\(text.debugDescription) at \(maxWidth)")
            #expect(lines.last?.endsAtSpace == false)
            #expect(lines.count == 1 || lines.allSatisfy { !$0.text.isEmpty })
            #expect(
                TextMeasure.wrap(text, size: size, weight: weight, maxWidth: maxWidth) == lines.map { String($0.text) })
            let limit = maxWidth.isNaN ? 0 : max(maxWidth, 0)
            for line in lines {
                let ink = line.text.reversed().drop(while: { $0 == " " }).reversed()
                let fits = TextMeasure.width(of: String(ink), size: size, weight: weight) <= limit + 1e-9
                let graphemes = ink.drop(while: { $0 == " " }).count
                #expect(fits || graphemes <= 1, "\(line.text.debugDescription) of \(text.debugDescription) at \(limit)")
            }
        }
        #expect(lineCount > 800, "the generated cases should wrap, not fit on one line")
    }

    @Test func unlimitedWidthIsOneLine() {
        let text = "Friday, October 23 — 3 events, 2 reminders"
        #expect(TextMeasure.wrap(text, size: 15, weight: .regular, maxWidth: .infinity) == [text])
    }
}
