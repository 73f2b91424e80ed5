/// The characters a drawn text is made of, simplest first: a text shrinks towards the first
/// (`a`). Each entry is one character as a user sees it; the unicode alphabet's include emoji
/// sequences (joined families, flags, skin tones, keycaps), letters under combining marks, and
/// right-to-left letters (Hebrew, Arabic).
struct TextAlphabet: Sendable {
    let characters: [String]
    /// How many of the first characters a generated text favours (plain letters read best).
    let common: Int

    static let lowercase = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    static let uppercase = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    static let digits = (UInt8(ascii: "0")...UInt8(ascii: "9")).map { String(UnicodeScalar($0)) }
    static let punctuation = #" .,'-!?:;"()&@#%*/+=_<>[]{}|\~^`$"#.map(String.init)

    /// Beyond ASCII: accented and other Latin letters, CJK, right-to-left letters, marks on
    /// letters, and emoji.
    static let beyondASCII = [
        "è", "ü", "ß", "ñ", "Å", "Ø", "ł", "字", "日", "本", "한", "ש", "ל", "ו", "ם", "م", "ر", "ح", "ب",
        "e\u{301}", "a\u{308}\u{301}", "Z\u{351}\u{34B}\u{34D}\u{35B}", "ก\u{E49}", "😀", "👍🏽",
        "👩\u{200D}👩\u{200D}👧\u{200D}👦", "🇫🇷", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "🏳\u{FE0F}\u{200D}🌈",
    ]

    static let ascii = TextAlphabet(characters: lowercase + uppercase + digits + punctuation, common: 26)
    static let unicode = TextAlphabet(characters: ascii.characters + beyondASCII, common: 26)
    /// The first letter of a name: never a space, so every drawn name has letters.
    static let nameStart = TextAlphabet(
        characters: uppercase + lowercase + ["É", "Ø", "字", "ש", "م", "😀"], common: 26)
    /// The rest of a name: letters, spaces between words, and the rest of the unicode alphabet.
    static let name = TextAlphabet(
        characters: lowercase + [" "] + uppercase + ["-", "'"] + beyondASCII, common: 27)
}
