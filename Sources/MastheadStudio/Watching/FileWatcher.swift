import CWorkerShim
import MastheadRunning

/// Waits for saves under a `WatchScope` and hands them out in batches, one per save however many
/// writes the save took (`ChangeDebouncer`): what `masthead run --watch` reruns and what
/// `masthead preview` rebuilds after.
///
/// ```swift
/// let watcher = FileWatcher(scope: WatchScope(roots: ["Scenarios", "Plugins"]))
/// while let changes = watcher.next(until: { Interrupt.isRequested }) {
///     print(changes.changed, changes.deleted)   // ["Scenarios/badge.lua"], []
/// }
/// ```
package final class FileWatcher {
    /// One batch: the counted paths touched, by what they are once the save has settled.
    package struct Changes: Sendable, Equatable {
        /// Files that exist (written, created, renamed into place), sorted.
        package var changed: [String]
        /// Files that no longer exist (deleted, renamed away), sorted.
        package var deleted: [String]

        package var all: [String] { (changed + deleted).sorted() }
    }

    package let scope: WatchScope
    private let backend: any WatchBackend
    private var debouncer: ChangeDebouncer

    /// "inotify" or "polling".
    package var backendName: String { backend.name }

    /// Watches `scope` from now on (what is there already is not a change). `quiet` and
    /// `longest` (seconds) set how a save's writes are gathered (`ChangeDebouncer`).
    package init(
        scope: WatchScope, choice: WatchBackendChoice = .automatic, quiet: Double = 0.1, longest: Double = 1
    ) {
        self.scope = scope
        switch choice {
        case .polling: backend = PollingBackend(scope: scope)
        case .inotify, .automatic: backend = InotifyBackend(scope: scope) ?? PollingBackend(scope: scope)
        }
        debouncer = ChangeDebouncer(quiet: UInt64(quiet * 1e9), longest: UInt64(longest * 1e9))
    }

    /// The next batch of changes; nil once `stop` says so (it is asked at least every 100 ms).
    package func next(until stop: () -> Bool) -> Changes? {
        while !stop() {
            let now = mh_monotonic_ns()
            let wait = debouncer.due.map { $0 > now ? Int32(($0 - now + 999_999) / 1_000_000) : 0 } ?? 100
            let touched = backend.wait(milliseconds: min(wait, 100)).filter(scope.contains)
            let later = mh_monotonic_ns()
            debouncer.record(touched.map(FileSystem.normalize), at: later)
            // A batch of folders only (a folder's own event when a file in it goes) names no file:
            // it is no change to run for, and used to print "run 2 · deleted: nothing to run".
            if let batch = debouncer.take(at: later), case let changes = Self.settle(batch), !changes.all.isEmpty {
                return changes
            }
        }
        return nil
    }

    /// A batch sorted into the files there now and the paths that are no longer a file (gone,
    /// or now a folder or a FIFO), so that every path of the batch is named in one or the other.
    static func settle(_ paths: Set<String>) -> Changes {
        let sorted = paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return Changes(
            changed: sorted.filter { FileSystem.kind(of: $0) == .file },
            deleted: sorted.filter { FileSystem.kind(of: $0) != .file })
    }
}
