/// `any.text{ min, max, alphabet }`: a collection of characters (`ChoiceDraws.collection`), each
/// a choice in its alphabet. Deleting a character's span shortens the text and lowering a choice
/// simplifies a character, so texts shrink towards fewer and plainer characters (`"a"`, then
/// `""` when `min` allows it).
///
/// Generating, the length is sometimes `min` or `max` (empty and very long texts find bugs),
/// and six characters in ten come from the alphabet's plain letters.
enum TextDraw {
    /// The longest text `any.text` draws (characters): far past any name or title a header
    /// shows, and well inside the builders' 64 KiB.
    static let maximumLength = 10_000

    static func draw(_ draws: ChoiceDraws, minimum: Int, maximum: Int, alphabet: TextAlphabet) throws -> String {
        var text = ""
        _ = try draws.collection(minimum: minimum, maximum: maximum) { _ in
            text += try character(draws, alphabet)
        }
        return text
    }

    /// One character of `alphabet`.
    static func character(_ draws: ChoiceDraws, _ alphabet: TextAlphabet) throws -> String {
        let last = UInt64(alphabet.characters.count - 1)
        let index = try draws.draw(upTo: last) { stream in
            stream.chance(60) ? stream.upTo(UInt64(alphabet.common - 1)) : stream.upTo(last)
        }
        return alphabet.characters[Int(index)]
    }
}
