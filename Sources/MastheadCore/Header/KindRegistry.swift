import Synchronization

/// A registry of kinds: the ones Masthead ships, fixed when it is built, and the ones a test
/// joins at run time, before any header or Lua state uses them. That is how the test-only banner
/// header shows that a header is its inputs, its layout and its binding, with nothing else edited.
/// Lookups go through the shipped kinds first, so joining costs the shipped headers nothing.
///
/// ```swift
/// let kinds = KindRegistry<String>(shipped: ["greeting", "scope"])
/// kinds.join("banner", same: ==)
/// kinds.all                              // ["greeting", "scope", "banner"]
/// kinds.first { $0.hasPrefix("b") }      // "banner"
/// kinds.firstResult { $0 == "scope" ? $0.count : nil }  // 5
/// ```
package final class KindRegistry<Entry: Sendable>: Sendable {
    package let shipped: [Entry]
    @usableFromInline let joined = Mutex<[Entry]>([])

    package init(shipped: [Entry]) { self.shipped = shipped }

    /// Every kind: the shipped ones, then the joined ones in the order they joined.
    package var all: [Entry] { shipped + joined.withLock { $0 } }

    /// Adds `entry`, unless an entry the `same` as it is there already (a test may join twice).
    package func join(_ entry: Entry, same: (Entry, Entry) -> Bool) {
        guard !shipped.contains(where: { same($0, entry) }) else { return }
        joined.withLock { entries in
            if !entries.contains(where: { same($0, entry) }) { entries.append(entry) }
        }
    }

    /// The first kind that `matches`, the shipped ones first.
    @inlinable package func first(where matches: (Entry) -> Bool) -> Entry? {
        firstResult { matches($0) ? $0 : nil }
    }

    /// The first non-nil `result` of a kind, the shipped ones first; the joined ones are copied
    /// out of their lock only when no shipped kind gives one. Inlinable: the bindings ask it which
    /// header a Lua value is on every generic method call.
    @inlinable package func firstResult<Result>(_ result: (Entry) -> Result?) -> Result? {
        for entry in shipped {
            if let found = result(entry) { return found }
        }
        for entry in joined.withLock({ $0 }) {
            if let found = result(entry) { return found }
        }
        return nil
    }
}
