import MastheadRunning

/// What a `FileWatcher` watches: folders (at any depth) and single files, and which of the files
/// under them count.
///
/// `masthead run --watch` counts scenario and plugin sources (`*.lua`, outside `__snapshots__/`,
/// which the run itself writes); `masthead preview` counts the recorded snapshots too. Dot-files
/// and dot-folders never count: editors keep their swap and backup files there (`.x.lua.swp`),
/// and the names an editor saves through (`x.lua~`, `4913`, `x.lua.tmp-…`) do not end in a
/// counted suffix.
package struct WatchScope: Sendable {
    /// Folders and files, normalized.
    package let roots: [String]
    /// The file-name endings that count (`.lua`).
    package let suffixes: [String]
    /// Whether files under `__snapshots__/` count (and such folders are watched).
    package let includesSnapshots: Bool

    package init(roots: [String], suffixes: [String] = [".lua"], includesSnapshots: Bool = false) {
        var seen = Set<String>()
        self.roots = roots.map(FileSystem.normalize).filter { seen.insert($0).inserted }
        self.suffixes = suffixes
        self.includesSnapshots = includesSnapshots
    }

    /// The roots that exist now, as a message names them ("Watching Scenarios, Plugins"): a
    /// default plugin folder the project does not have is still watched (it may be made), but
    /// saying so would name a folder that is not there. "nothing yet" when none exists.
    package var shownRoots: String {
        let existing = roots.filter(FileSystem.exists)
        return existing.isEmpty
            ? "nothing yet (\(roots.joined(separator: ", ")) do not exist)" : existing.joined(separator: ", ")
    }

    /// Whether a change to `path` counts: a counted file under a root folder, or a root file.
    package func contains(_ path: String) -> Bool {
        let path = FileSystem.normalize(path)
        let name = FileSystem.name(of: path)
        guard !name.hasPrefix("."), suffixes.contains(where: name.hasSuffix) else { return false }
        return roots.contains { root in
            if path == root { return true }
            let prefix = root == "." ? "" : root + "/"
            guard path.hasPrefix(prefix) else { return false }
            let folders = path.dropFirst(prefix.count).split(separator: "/").dropLast()
            return folders.allSatisfy(descendsInto)
        }
    }

    /// Whether a folder called `name` is walked into.
    func descendsInto(_ name: some StringProtocol) -> Bool {
        !name.hasPrefix(".") && (includesSnapshots || name != SnapshotPaths.folderName)
    }

    /// Every counted file under the roots now, sorted: what a backend compares against, and what
    /// a folder that appears brings with it.
    func files(under root: String) -> [String] {
        var found: [String] = []
        var entered = Set<FileSystem.Identity>()
        func walk(_ folder: String) {
            guard let identity = FileSystem.identity(of: folder), entered.insert(identity).inserted,
                let entries = try? FileSystem.entries(folder)
            else { return }
            for entry in entries {
                guard let name = entry.name else { continue }
                let path = FileSystem.join(folder, name)
                switch FileSystem.kind(of: path) {
                case .directory? where descendsInto(name): walk(path)
                case .file? where contains(path): found.append(path)
                default: continue
                }
            }
        }
        switch FileSystem.kind(of: root) {
        case .directory?: walk(root)
        case .file? where contains(root): found.append(root)
        default: break
        }
        return found
    }

    /// The folders under a root to watch (the root itself first); for a root file, its folder.
    func folders(under root: String) -> [String] {
        guard FileSystem.kind(of: root) == .directory else {
            let parent = FileSystem.directory(of: root)
            return FileSystem.kind(of: parent) == .directory ? [parent] : []
        }
        var found: [String] = []
        var entered = Set<FileSystem.Identity>()
        func walk(_ folder: String) {
            guard let identity = FileSystem.identity(of: folder), entered.insert(identity).inserted else { return }
            found.append(folder)
            for entry in (try? FileSystem.entries(folder)) ?? [] {
                guard let name = entry.name, descendsInto(name) else { continue }
                let path = FileSystem.join(folder, name)
                if FileSystem.kind(of: path) == .directory { walk(path) }
            }
        }
        walk(root)
        return found
    }
}
