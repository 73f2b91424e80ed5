/// `any.profile()`: a profile the builder accepts, drawn as `profile { ... }` with the fields a
/// scenario would write. The simplest is `profile { name = "A" }`.
///
/// The name starts with a letter (a name of spaces only is refused) and runs to 60 characters:
/// sometimes one letter, sometimes all 60, in any script, with emoji and marks. Now and then a
/// greeting name, an avatar URL, and a photo state the URL allows (only a URL can be `loaded`).
enum ProfileDraw {
    static let longestName = 60
    static let longestGreetingName = 16
    static let avatarURL = "https://example.com/avatar.png"

    static func draw(_ choices: ChoiceDraws) throws -> PropertyValue {
        let name = try NameDraw.draw(choices, longest: longestName)
        let greetingName = try choices.flag(20) ? try NameDraw.draw(choices, longest: longestGreetingName) : nil
        let hasURL = try choices.flag(30)
        let photos = hasURL ? ["loaded", "loading", "failed", "missing"] : ["missing", "loading", "failed"]
        let photo = try choices.draw(upTo: UInt64(photos.count)) { $0.chance(60) ? 0 : $0.upTo(UInt64(photos.count)) }
        return .built(
            .profile,
            PropertyValue.fields([
                "name": .text(name), "greeting_name": greetingName.map(PropertyValue.text),
                "avatar_url": hasURL ? .text(avatarURL) : nil,
                "photo": photo == 0 ? nil : .text(photos[Int(photo) - 1]),
            ]))
    }
}

/// A name or title: a letter, then up to `longest - 1` more characters (letters mostly, spaces,
/// any script, emoji). Shrinks to `"A"`.
enum NameDraw {
    static func draw(_ choices: ChoiceDraws, longest: Int) throws -> String {
        try TextDraw.character(choices, .nameStart)
            + TextDraw.draw(choices, minimum: 0, maximum: longest - 1, alphabet: .name)
    }
}
