import CLuaShim

#if canImport(Glibc)
    import Glibc
#endif

/// A table's pairs in a fixed order, for what a person reads. Lua seeds its string hashes anew in
/// every state (`luai_makeseed`), so `next` walks one table in a different order from one run to
/// the next: "the first unknown field" of a builder's options, or the first fields of a table a
/// step shows, would name different fields on every run, and a report would not repeat.
///
/// Only the first few are kept as the walk goes: a table of 100,000 fields costs one walk, not a
/// sort of 100,000 texts.
///
/// ```swift
/// // the table { b = 1, a = 2, [3] = 0 } at index 1:
/// let shown = stack.firstPairs(2, in: 1) { key, _ in key.description }  // ["[3]", "a"]
/// ```
extension LuaStack {
    /// The texts `text` makes of the `limit` pairs of the table at `table` whose keys come first
    /// (among the pairs `include` accepts), in that order: keys by their description, then by
    /// kind (an integer before a string of the same spelling), then by the text itself.
    package func firstPairs(
        _ limit: Int, in table: Int32, where include: (LuaKey, Int32) -> Bool = { _, _ in true },
        text: (LuaKey, Int32) throws -> String
    ) rethrows -> [String] {
        var first: [OrderedPair] = []
        try forEachPair(in: table) { key, slot in
            guard include(key, slot) else { return }
            let name = key.description
            // Past the last kept name: no need to make its text, the usual case in a long walk.
            if first.count == limit, let last = first.last, OrderedPair.bytes(last.name, before: name) { return }
            let pair = OrderedPair(name: name, kind: key.kind, text: try text(key, slot))
            if first.count == limit, let last = first.last, !(pair < last) { return }
            first.insert(pair, at: first.firstIndex { pair < $0 } ?? first.count)
            if first.count > limit { first.removeLast() }
        }
        return first.map(\.text)
    }
}

/// One kept pair and the order `firstPairs` keeps them in. Texts compare by their UTF-8 bytes:
/// Swift's `<` holds canonically equivalent spellings equal, and two keys spelled alike would then
/// come in `next`'s order.
private struct OrderedPair {
    let name: String
    let kind: Int
    let text: String

    static func < (lhs: OrderedPair, rhs: OrderedPair) -> Bool {
        let names = compareBytes(lhs.name, rhs.name)
        if names != 0 { return names < 0 }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return compareBytes(lhs.text, rhs.text) < 0
    }

    static func bytes(_ lhs: String, before rhs: String) -> Bool { compareBytes(lhs, rhs) < 0 }

    /// Negative, zero or positive as `lhs`'s UTF-8 bytes sort before, with or after `rhs`'s: one
    /// `memcmp` for native strings (a step's names are compared at every field of its table).
    private static func compareBytes(_ lhs: String, _ rhs: String) -> Int {
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                let shorter = min(left.count, right.count)
                let common = shorter == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, shorter)
                return common != 0 ? Int(common) : left.count - right.count
            }
        }
        if let compared, let compared { return compared }
        if lhs.utf8.elementsEqual(rhs.utf8) { return 0 }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? -1 : 1
    }
}

extension LuaKey {
    /// Ranks keys that print alike: `[1]` the integer before `"[1]"` the string.
    fileprivate var kind: Int {
        switch self {
        case .index: return 0
        case .name: return 1
        case .other: return 2
        }
    }
}
