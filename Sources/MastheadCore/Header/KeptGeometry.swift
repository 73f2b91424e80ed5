/// A header's geometry kept from one layout to the next while what it was worked out from (its
/// `Key`: the inputs it reads, the environment, for the greeting header the minute) stays the
/// same. Measuring and wrapping text is most of a layout's cost, and most changes (a scroll, a
/// new count, a tab selected) move nothing the geometry holds.
struct KeptGeometry<Key: Equatable, Geometry> {
    private var kept: (key: Key, geometry: Geometry)?
    /// Counts the geometries worked out: what was made in one geometry is good while this stays.
    private(set) var generation = 0

    /// The geometry kept last, whatever its key.
    var current: Geometry? { kept?.geometry }

    /// The geometry for `key`: the one kept when it is for the same key, else `make()`'s.
    mutating func geometry(for key: Key, _ make: () -> Geometry) -> Geometry {
        if let kept, kept.key == key { return kept.geometry }
        let geometry = make()
        kept = (key, geometry)
        generation += 1
        return geometry
    }
}
