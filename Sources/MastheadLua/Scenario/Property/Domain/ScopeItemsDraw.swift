/// `any.scopes()` and `any.chips()`: lists the scope header accepts, of `scope { ... }` and
/// `chip { ... }` values. Ids come from fixed pools, by position, so they never repeat and
/// `any.steps("scope")` can tap them; titles, counts and symbols are drawn.
///
/// Scopes: 0 to 8 (none hides the tab row), each sometimes with a count (0, 9, 10, 99, 100, …).
/// Chips: 0 to 10 (none hides the chip row), each sometimes with a symbol. Both shrink to fewer
/// items with one-letter titles and nothing optional.
enum ScopeItemsDraw {
    /// The sample scopes' ids first, then more.
    static let scopeIDs = ["for-you", "following", "saved", "local", "world", "tech", "sport", "culture"]
    /// The sample chips' ids first, then more.
    static let chipIDs = [
        "unread", "saved", "long-reads", "audio", "today", "video", "free", "new", "podcasts", "local",
    ]
    static let symbols = ["envelope.badge", "bookmark", "clock", "headphones", "calendar"]
    static let longestTitle = 24

    static func scopes(_ choices: ChoiceDraws) throws -> PropertyValue {
        var items: [PropertyValue] = []
        _ = try choices.collection(minimum: 0, maximum: scopeIDs.count) { index in
            let title = try NameDraw.draw(choices, longest: longestTitle)
            let count = try choices.flag(30) ? try IntegerDraw.draw(choices, from: 0, to: 5000) : nil
            items.append(
                .built(
                    .scope,
                    PropertyValue.fields([
                        "id": .text(scopeIDs[index]), "title": .text(title), "count": count.map(PropertyValue.integer),
                    ])))
        }
        return .list(items)
    }

    static func chips(_ choices: ChoiceDraws) throws -> PropertyValue {
        var items: [PropertyValue] = []
        _ = try choices.collection(minimum: 0, maximum: chipIDs.count) { index in
            let title = try NameDraw.draw(choices, longest: longestTitle)
            let symbol = try choices.draw(upTo: UInt64(symbols.count)) { $0.chance(50) ? 0 : $0.upTo(5) }
            items.append(
                .built(
                    .chip,
                    PropertyValue.fields([
                        "id": .text(chipIDs[index]), "title": .text(title),
                        "symbol": symbol == 0 ? nil : .text(symbols[Int(symbol) - 1]),
                    ])))
        }
        return .list(items)
    }
}
