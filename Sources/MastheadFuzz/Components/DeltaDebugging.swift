/// Zeller's ddmin: the smallest list (one-minimal: removing any single item no longer fails)
/// that still fails, found by removing chunks, then single items.
///
/// `fails` must be deterministic. The number of tries is bounded by `budget` so that shrinking a
/// long case cannot take longer than finding it.
enum DeltaDebugging {
    static func minimize<Item>(_ items: [Item], budget: Int = 2_000, fails: ([Item]) -> Bool) -> [Item] {
        var current = items
        var granularity = 2
        var tries = 0
        while current.count >= 2 && tries < budget {
            let chunk = (current.count + granularity - 1) / granularity
            var reduced = false
            var start = 0
            while start < current.count && tries < budget {
                let complement = Array(current[..<start]) + Array(current[min(start + chunk, current.count)...])
                tries += 1
                if fails(complement) {
                    current = complement
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
                start += chunk
            }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        if current.count == 1, tries < budget, fails([]) { return [] }
        return current
    }
}
