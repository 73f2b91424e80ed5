/// Texts that break layouts: empty, one letter, emoji sequences (ZWJ families, flags, tags),
/// right-to-left scripts, combining marks piled on one letter, control and invisible characters,
/// and very long runs (10,000 characters).
package enum HostileText {
    /// Short pieces, each hostile in its own way; texts are built by joining some of them.
    package static let pieces: [String] = [
        "", "a", "W", "Ä", "字", "ß", "Maya Lin", "Maximiliana Featherstonehaugh",
        "👩‍👩‍👧‍👦", "👨🏽‍💻", "🇫🇷", "🇯🇵🇺🇸", "🏳️‍🌈", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "❤️", "1️⃣",
        "שלום עולם", "مرحبا بالعالم", "Maya مرحبا", "\u{202E}evil\u{202C}", "\u{200F}",
        "e\u{301}", "Z\u{351}\u{34B}\u{34D}\u{35B}\u{31B}\u{300}\u{301}\u{302}\u{303}\u{304}",
        "\u{200D}", "\u{FEFF}", "\u{00AD}", "   ", "\t", "a\nb", "\r\n", "\u{2028}",
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "iiiiiiiiiiii", "99+", "%s%d%n", "<svg>&amp;\"'",
        "\\u{0}", "a\u{0}b", "nil", "NaN", "\u{FFFD}", "\u{1F600}\u{1F600}\u{1F600}",
    ]

    /// A text of one to four pieces, sometimes repeated out to a very long run.
    package static func make(_ random: inout FuzzRandom, allowEmpty: Bool = true) -> String {
        var text: String
        switch random.index(10) {
        case 0:
            let unit = random.pick(pieces.filter { !$0.isEmpty })
            text = String(
                repeating: unit,
                count: max(1, random.chance(0.5) ? 10_000 / max(unit.count, 1) : random.int(in: 2...300)))
        case 1, 2:
            text = random.pick(pieces)
        default:
            text = (0..<random.int(in: 1...4)).map { _ in random.pick(pieces) }.joined(
                separator: random.chance(0.5) ? " " : "")
        }
        if !allowEmpty && !text.contains(where: { !$0.isWhitespace }) { text = "x" + text }
        return text
    }

    /// A short text for ids: unique-looking, sometimes hostile.
    package static func identifier(_ random: inout FuzzRandom, pool: Int) -> String {
        random.chance(0.9)
            ? "i\(random.index(pool))"
            : random.pick(["x", "é", "👩‍👩‍👧", "a.b", "a b", "ＩＤ", "i\(random.index(pool))\u{301}"])
    }
}
