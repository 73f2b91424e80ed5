import CWorkerShim

#if canImport(Glibc)
    import Glibc
#endif

/// A file written in pieces and put in place whole: the bytes go to a temporary file beside the
/// target as they come, and `commit` renames it over the target, so a reader (or a run that is
/// killed) never sees half of it, and a long report never has to sit in memory. A second
/// interrupt removes the temporary file on its way out (`mh_cleanup_add`).
final class StagedFile {
    let path: String
    private let temporary: String
    private var descriptor: Int32

    /// Creates the temporary file (and the target's folder).
    init(for path: String) throws(FileError) {
        self.path = path
        let directory = FileSystem.directory(of: path)
        if directory != "." { try FileSystem.makeDirectories(directory) }
        temporary = FileSystem.temporaryName(for: path)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(path: path, operation: "write", code: errno) }
        _ = mh_cleanup_add(temporary)
    }

    deinit { discard() }

    func append(_ bytes: [UInt8]) throws(FileError) {
        do {
            try FileDescriptor.writeAll(bytes, to: descriptor)
        } catch {
            discard()
            throw FileError(path: path, operation: "write", code: error.code)
        }
    }

    /// Flushes the file to disk and renames it over the target.
    func commit() throws(FileError) {
        guard descriptor >= 0 else { throw FileError(path: path, operation: "write", code: EBADF) }
        let synced = fsync(descriptor) == 0
        let code = errno
        let closed = close(descriptor) == 0
        descriptor = -1
        guard synced && closed else {
            unlink(temporary)
            throw FileError(path: path, operation: "write", code: synced ? errno : code)
        }
        defer { mh_cleanup_remove(temporary) }
        try FileSystem.commit(temporary, to: path)
    }

    /// Removes the temporary file; the target is left as it was.
    func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary)
        mh_cleanup_remove(temporary)
    }
}

/// Writing every byte to a descriptor, through short writes and interrupts.
enum FileDescriptor {
    struct Failure: Error {
        var code: Int32
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(code: count < 0 ? errno : EIO) }
            written += count
        }
    }
}
