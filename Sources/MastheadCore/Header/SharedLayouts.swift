import Synchronization

/// Geometries, and the elements first laid out in them, shared by every live header of one kind
/// in the process: a suite builds the same header (the sample profile at the preview minute, the
/// Reading tab's scopes and chips) in scenario after scenario, and each one worked its geometry
/// out and made its elements anew. A header asks here whenever its own kept geometry
/// (`KeptGeometry`) is not for its key, and starts its kept elements from the ones laid out here
/// first.
///
/// Both are pure functions of the key (a geometry of what `Key` holds; an element of its look,
/// which `KeptElement` checks before reusing it), so a shared answer is the answer: sharing
/// changes how much is worked out, never a tree. At most `capacity` keys are kept, the oldest
/// forgotten first. Headers on other threads (the fuzzers' workers) share it under a lock.
final class SharedLayouts<Key: Equatable & Sendable, Geometry: Sendable, Elements: Sendable>: Sendable {
    private struct Entry {
        let key: Key
        let geometry: Geometry
        var elements: Elements?
    }

    private let entries = Mutex<[Entry]>([])

    /// The most keys kept: a suite's headers come in a handful of states at once.
    static var capacity: Int { 8 }

    init() {}

    /// The geometry for `key`: shared when a header worked it out before, else `make()`'s (then
    /// shared). Made outside the lock, so a slow geometry holds up no other header.
    func geometry(for key: Key, _ make: () -> Geometry) -> Geometry {
        if let known = entries.withLock({ entries in entries.first { $0.key == key }?.geometry }) { return known }
        let geometry = make()
        entries.withLock { entries in
            guard !entries.contains(where: { $0.key == key }) else { return }
            if entries.count >= Self.capacity { entries.removeFirst() }
            entries.append(Entry(key: key, geometry: geometry))
        }
        return geometry
    }

    /// The elements first laid out in the geometry for `key`, if a header has laid it out.
    func elements(for key: Key) -> Elements? {
        entries.withLock { entries in entries.first { $0.key == key }?.elements }
    }

    /// Keeps `elements`, laid out in the geometry for `key`, for the headers after this one
    /// (the first ones laid out stay).
    func share(_ elements: Elements, for key: Key) {
        entries.withLock { entries in
            guard let index = entries.firstIndex(where: { $0.key == key }), entries[index].elements == nil else {
                return
            }
            entries[index].elements = elements
        }
    }
}
