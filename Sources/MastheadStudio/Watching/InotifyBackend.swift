import MastheadRunning

#if canImport(Glibc)
    import Glibc
#endif

/// Watches with Linux's inotify: one watch per folder under the roots (inotify is not recursive),
/// added as folders appear. Each event names the folder's path and the file's name.
///
/// Renames and deletions are events like writes: a rename over `x.lua` is `IN_MOVED_TO x.lua`, a
/// deletion `IN_DELETE x.lua`, a rename away `IN_MOVED_FROM`. A folder that is created or moved in
/// gets its watches and reports every counted file in it; a root that is deleted (or was missing)
/// is looked for again at every wait, and reports its files when it is back. When the kernel's
/// queue overflows, every file under the roots is reported. A folder deleted or moved away reports
/// the files it held (the backend keeps the counted files it knows of for that), and its watches
/// are dropped.
final class InotifyBackend: WatchBackend {
    let name = "inotify"
    private let scope: WatchScope
    private let descriptor: Int32
    /// Watch descriptor → the folder it watches.
    private var folders: [Int32: String] = [:]
    /// The counted files under the roots, as far as the events tell.
    private var known = Set<String>()
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    private static let folderEvents: UInt32 =
        UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)
        | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// Nil when inotify cannot be had (the caller then polls).
    init?(scope: WatchScope) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.scope = scope
        self.descriptor = descriptor
        for root in scope.roots {
            for folder in scope.folders(under: root) where !add(folder) {
                close(descriptor)
                return nil
            }
            known.formUnion(scope.files(under: root))
        }
    }

    deinit { close(descriptor) }

    func wait(milliseconds: Int32) -> [String] {
        var touched = reattachRoots()
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return touched }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            touched += events(in: count)
        }
        return touched
    }

    /// Adds a watch on `folder`; false when the system has no watch left to give.
    @discardableResult
    private func add(_ folder: String) -> Bool {
        let watch = inotify_add_watch(descriptor, folder, Self.folderEvents)
        if watch >= 0 {
            folders[watch] = folder
            return true
        }
        return errno != ENOSPC && errno != ENOMEM
    }

    /// The paths the first `count` bytes of the buffer's events name.
    private func events(in count: Int) -> [String] {
        var touched: [String] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                (
                    bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                    bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                    Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                )
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            offset += header + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                touched += scope.roots.flatMap(scope.files(under:))
                continue
            }
            guard let folder = folders[watch] else { continue }
            if mask & UInt32(IN_IGNORED) != 0 {
                folders[watch] = nil
                continue
            }
            if mask & UInt32(IN_MOVE_SELF) != 0 {
                touched += forget(folder)
                continue
            }
            guard !nameBytes.isEmpty, let name = String(validating: nameBytes, as: UTF8.self) else { continue }
            let path = FileSystem.join(folder, name)
            if mask & UInt32(IN_ISDIR) != 0 {
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 && scope.descendsInto(name) {
                    scope.folders(under: path).forEach { add($0) }
                    touched += arrived(scope.files(under: path))
                } else if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                    touched += forget(path)
                }
                continue
            }
            if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 { known.remove(path) } else { known.insert(path) }
            touched.append(path)
        }
        return touched
    }

    private func arrived(_ files: [String]) -> [String] {
        known.formUnion(files)
        return files
    }

    /// A folder that went: its watches are dropped (one moved away would go on reporting under
    /// its old path) and the files it held are reported.
    private func forget(_ folder: String) -> [String] {
        for (watch, path) in folders where path == folder || path.hasPrefix(folder + "/") {
            inotify_rm_watch(descriptor, watch)
            folders[watch] = nil
        }
        let gone = known.filter { $0.hasPrefix(folder + "/") }
        known.subtract(gone)
        return Array(gone)
    }

    /// Roots with no watch (deleted, or missing from the start) that exist again get their
    /// watches, and report what they hold.
    private func reattachRoots() -> [String] {
        var touched: [String] = []
        let watched = Set(folders.values)
        for root in scope.roots {
            let folder = FileSystem.kind(of: root) == .directory ? root : FileSystem.directory(of: root)
            guard !watched.contains(folder), FileSystem.kind(of: folder) == .directory else { continue }
            scope.folders(under: root).forEach { add($0) }
            touched += arrived(scope.files(under: root))
        }
        return touched
    }
}
