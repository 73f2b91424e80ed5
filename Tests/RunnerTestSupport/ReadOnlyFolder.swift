import TestSupport

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// Makes a folder refuse new files, even for root (who ignores permission bits): mode 555 first,
/// then the immutable attribute (`chattr +i`) when that is not enough.
package enum ReadOnlyFolder {
    /// Whether this machine can make a read-only folder at all (probed once, in /tmp).
    package static let available: Bool = {
        guard let directory = try? TemporaryDirectory() else { return false }
        defer { directory.remove() }
        defer { undo(directory.path) }
        return make(directory.path)
    }()

    /// True when `path` now refuses a new file.
    package static func make(_ path: String) -> Bool {
        chmod(path, 0o555)
        if refusesFiles(path) { return true }
        guard let chattr = Subprocess.find("chattr"), (try? Subprocess.run(chattr, ["+i", path]))?.status == 0 else {
            return false
        }
        return refusesFiles(path)
    }

    package static func undo(_ path: String) {
        if let chattr = Subprocess.find("chattr") { _ = try? Subprocess.run(chattr, ["-i", path]) }
        chmod(path, 0o755)
    }

    private static func refusesFiles(_ path: String) -> Bool {
        let probe = path + "/.probe"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return true }
        close(descriptor)
        unlink(probe)
        return false
    }
}
