#if canImport(Glibc)
    import Glibc
#endif

/// A small tmpfs mounted for one test: a disk that fills up at a known size, or a folder made
/// read-only by remounting (as root, permission bits alone do not stop a write). Needs the
/// right to mount (root with CAP_SYS_ADMIN, as on the project's machines); `isAvailable` says
/// whether this machine gives it.
package final class TemporaryMount {
    package let path: String
    private let folder: ScratchDirectory

    package init(bytes: Int) throws {
        folder = try ScratchDirectory(prefix: "masthead-mount")
        path = folder.path
        guard mount("tmpfs", path, "tmpfs", 0, "size=\(bytes)") == 0 else {
            let code = errno
            folder.remove()
            throw SupportError("cannot mount a tmpfs: \(String(cString: strerror(code)))")
        }
    }

    deinit {
        umount2(path, Int32(MNT_DETACH))
        folder.remove()
    }

    /// Makes the mount read-only; what was written stays readable.
    package func makeReadOnly() throws {
        guard mount("tmpfs", path, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), nil) == 0 else {
            throw SupportError("cannot remount read-only: \(String(cString: strerror(errno)))")
        }
    }

    /// Writes into the mount until it is full.
    package func fill() {
        let descriptor = open(path + "/filler", O_WRONLY | O_CREAT, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x46, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Whether tmpfs mounts can be made here (tried once).
    package static let isAvailable: Bool = (try? TemporaryMount(bytes: 4096)) != nil
}
