import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations Masthead needs, over the C library (no Foundation: it costs start-up
/// time that a test tool run a thousand times a day cannot spare).
package enum FileSystem {
    package enum Kind { case file, directory, other }

    package static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    package static func exists(_ path: String) -> Bool { kind(of: path) != nil }

    /// The process's working directory ("." if it cannot be read).
    package static var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in a directory (no "." or ".."), sorted bytewise so that every machine agrees; a
    /// name that is not UTF-8 comes back with U+FFFD in place of what does not fit (`entries`
    /// keeps the bytes).
    package static func list(_ directory: String) throws(FileError) -> [String] {
        try entries(directory).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// Writes a file so that it is either entirely the old content or entirely the new: a temporary
    /// file beside it, flushed, then renamed over it.
    package static func writeAtomically(_ text: String, to path: String) throws(FileError) {
        try writeAtomically(Array(text.utf8), to: path)
    }

    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        try commit(try stage(bytes, for: path), to: path)
    }

    /// The first half of an atomic write: `bytes` in a new temporary file beside `path`, flushed
    /// to disk. Returns the temporary file's path, for `commit` (or `discard`). Staging several
    /// files before committing any lets a caller change all of them or none when the disk is full
    /// or the folder read-only.
    package static func stage(_ bytes: [UInt8], for path: String) throws(FileError) -> String {
        let temporary = temporaryName(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(path: path, operation: "write", code: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw FileError(path: path, operation: "write", code: code)
            }
            written += count
        }
        if fsync(descriptor) != 0 || close(descriptor) != 0 {
            let code = errno
            unlink(temporary)
            throw FileError(path: path, operation: "write", code: code)
        }
        return temporary
    }

    /// A new name for a temporary file beside `path`: `path.tmp-PID-N`.
    static func temporaryName(for path: String) -> String {
        "\(path).tmp-\(getpid())-\(temporaryCounter.add(1, ordering: .relaxed).newValue)"
    }

    /// The second half: renames a staged file over `path` (removing it when that fails).
    package static func commit(_ temporary: String, to path: String) throws(FileError) {
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw FileError(path: path, operation: "write", code: code)
        }
    }

    /// Creates a directory and its missing parents.
    package static func makeDirectories(_ path: String) throws(FileError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if kind(of: current) == .directory { continue }
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw FileError(path: current, operation: "create directory", code: errno)
            }
        }
    }

    package static func remove(_ path: String) { unlink(path) }

    /// The directory part of a path ("a/b/c.lua" → "a/b"; "c.lua" → ".").
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last part of a path.
    package static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Joins two path parts with one slash.
    package static func join(_ base: String, _ name: String) -> String {
        if base.isEmpty || base == "." { return name }
        return base.hasSuffix("/") ? base + name : base + "/" + name
    }

    /// Removes "./" prefixes and doubled slashes so that reports show one spelling of a path.
    package static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

/// A file operation that failed, with the system's reason (or Masthead's, for a file it refuses
/// to read: "is a FIFO, not a regular file").
package struct FileError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var operation: String
    package var code: Int32
    /// Why Masthead refused the file, when the system did not fail.
    package var refusal: String?

    package init(path: String, operation: String, code: Int32, refusal: String? = nil) {
        self.path = path
        self.operation = operation
        self.code = code
        self.refusal = refusal
    }

    package var description: String {
        "cannot \(operation) \(path): \(refusal ?? String(cString: strerror(code)))"
    }
}

/// Distinguishes temporary files of one process.
private let temporaryCounter = Atomic<Int>(0)
