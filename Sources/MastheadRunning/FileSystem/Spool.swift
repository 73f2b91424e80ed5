#if canImport(Glibc)
    import Glibc
#endif

/// Text held on disk rather than in memory until it is read back, once, in order: the JSON
/// report's scenarios, printed as each finishes and copied into the report when the run ends
/// (10,000 scenarios are some 20 MB of JSON). It lives beside the report when that folder
/// exists (the report's own disk, never a `/tmp` that may be memory), else in `TMPDIR`. The file
/// has no name (it is removed as soon as it is made), so nothing is left behind however the run
/// ends; should the disk refuse it, the text stays in memory.
package final class Spool {
    private(set) var descriptor: Int32 = -1
    private var pending: [UInt8] = []
    package private(set) var isEmpty = true
    static let chunk = 1 << 20

    package init(beside path: String? = nil) {
        let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        let folders = (path.map { [FileSystem.directory(of: $0)] } ?? []) + [temporary]
        for folder in folders where FileSystem.kind(of: folder) == .directory {
            var template = Array((folder + "/.masthead-spool-XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard made >= 0 else { continue }
            _ = fcntl(made, F_SETFD, FD_CLOEXEC)
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            descriptor = made
            return
        }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    package func write(bytes: [UInt8]) {
        isEmpty = false
        pending.append(contentsOf: bytes)
        if pending.count >= Self.chunk && descriptor >= 0
            && (try? FileDescriptor.writeAll(pending, to: descriptor)) != nil
        {
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// Hands everything written, in pieces, to `body`.
    package func readBack(_ body: ([UInt8]) -> Void) {
        if descriptor >= 0 && lseek(descriptor, 0, SEEK_SET) == 0 {
            var piece = [UInt8](repeating: 0, count: Self.chunk)
            while true {
                let count = piece.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                body(Array(piece[0..<count]))
            }
        }
        if !pending.isEmpty { body(pending) }
    }
}
