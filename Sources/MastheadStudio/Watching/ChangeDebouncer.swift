/// Gathers the paths a watcher hears about into one batch per save.
///
/// An editor's save is often several writes: a rename over the file (write a new one, rename it
/// into place), or a truncate and then one or more writes, sometimes a backup renamed away first.
/// Acting on the first write would run half a file; acting on each would run it several times.
/// So a batch is handed out once no path has been touched for `quiet`, or at the latest `longest`
/// after its first path, so that a tool writing all the time still gets its changes run.
///
/// ```swift
/// var debouncer = ChangeDebouncer(quiet: 100_000_000, longest: 1_000_000_000)
/// debouncer.record(["a.lua"], at: 0)
/// debouncer.record(["a.lua"], at: 40_000_000)   // the second write of the same save
/// debouncer.take(at: 100_000_000)                // nil: 40 ms later it is not quiet yet
/// debouncer.take(at: 140_000_000)                // ["a.lua"]
/// ```
struct ChangeDebouncer: Sendable {
    /// Nanoseconds without a new path after which a batch is due.
    let quiet: UInt64
    /// Nanoseconds after a batch's first path when it is due however busy the files are.
    let longest: UInt64

    private(set) var pending = Set<String>()
    private var first: UInt64 = 0
    private var last: UInt64 = 0

    init(quiet: UInt64, longest: UInt64) {
        self.quiet = quiet
        self.longest = max(quiet, longest)
    }

    mutating func record(_ paths: some Sequence<String>, at now: UInt64) {
        var added = false
        for path in paths {
            if pending.isEmpty && !added { first = now }
            pending.insert(path)
            added = true
        }
        if added { last = now }
    }

    /// When the pending batch is due (nil: nothing is pending).
    var due: UInt64? {
        pending.isEmpty ? nil : min(last + quiet, first + longest)
    }

    /// The pending batch once it is due (it is then no longer pending); nil before.
    mutating func take(at now: UInt64) -> Set<String>? {
        guard let due, now >= due else { return nil }
        defer { pending = [] }
        return pending
    }
}
