/// How a `FileWatcher` hears of changes: the kernel's inotify on Linux, or a poll of the files'
/// stamps where inotify cannot be had (another system, or every watch descriptor in use).
protocol WatchBackend: AnyObject {
    /// "inotify" or "polling", for the line that says what is watched.
    var name: String { get }
    /// Waits up to `milliseconds` and returns the paths touched meanwhile (any order, maybe
    /// repeated, maybe paths the scope does not count: the watcher filters them).
    func wait(milliseconds: Int32) -> [String]
}

/// Which backend to use: `MASTHEAD_WATCH=poll` asks for polling (for file systems inotify does
/// not see, like some network mounts and container volumes).
package enum WatchBackendChoice: String, Sendable {
    case automatic, inotify, polling

    static let variable = "MASTHEAD_WATCH"

    /// From the environment: `poll` or `polling` asks for polling, anything else is automatic.
    static func from(_ environment: [String: String]) -> WatchBackendChoice {
        switch environment[variable] {
        case "poll", "polling": return .polling
        default: return .automatic
        }
    }
}
