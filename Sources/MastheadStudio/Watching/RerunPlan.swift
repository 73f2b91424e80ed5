import MastheadRunning

/// What `masthead run --watch` runs again after a batch of changes: the scenario files that
/// changed, or everything when a plugin or a helper (`_name.lua`, which any file may `require`)
/// changed or went, or nothing when only scenario files went.
struct RerunPlan: Equatable {
    enum Scope: Equatable {
        case everything
        case files([String])
        case nothing
    }

    let scope: Scope
    /// Why, in words, for the line between runs: "Plugins/themes/midnight.lua changed".
    let reason: String

    init(_ changes: FileWatcher.Changes, pluginFolders: [String]) {
        let folders = pluginFolders.map(FileSystem.normalize)
        func isPlugin(_ path: String) -> Bool {
            folders.contains { path == $0 || $0 == "." || path.hasPrefix($0 + "/") }
        }
        func isHelper(_ path: String) -> Bool { FileSystem.name(of: path).hasPrefix("_") }
        let all = changes.all
        if let cause = all.first(where: { isPlugin($0) || isHelper($0) }) {
            let kind = isPlugin(cause) ? "plugin" : "helper"
            scope = .everything
            reason = Self.describe(cause, changes) + Self.others(all.count - 1) + ": a \(kind), so everything runs"
            return
        }
        if changes.changed.isEmpty {
            scope = .nothing
            reason = Self.list(changes.deleted) + " deleted: nothing to run"
            return
        }
        scope = .files(changes.changed)
        let count = changes.changed.count
        reason =
            Self.list(changes.changed) + " changed"
            + (changes.deleted.isEmpty
                ? ""
                : ", "
                    + Self.list(changes.deleted) + " deleted") + ": \(count == 1 ? "its" : "their") scenarios run"
    }

    private static func describe(_ path: String, _ changes: FileWatcher.Changes) -> String {
        path + (changes.deleted.contains(path) ? " deleted" : " changed")
    }

    private static func others(_ count: Int) -> String {
        count == 0 ? "" : " (and \(count) other \(count == 1 ? "file" : "files"))"
    }

    /// "a.lua", "a.lua and b.lua", "a.lua and 3 other files".
    private static func list(_ paths: [String]) -> String {
        switch paths.count {
        case 0: return ""
        case 1: return paths[0]
        case 2: return paths[0] + " and " + paths[1]
        default: return paths[0] + " and \(paths.count - 1) other files"
        }
    }
}
