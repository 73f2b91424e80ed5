#if canImport(Glibc)
    import Glibc
#endif

/// Reading a file back (a scenario, a helper, a plugin, a snapshot, a remembered case, a trace,
/// a timings file, a JUnit report): only a regular file, only up to a bound for what it is, and
/// for files of the suite only one really inside its folders (`FolderBoundary`).
///
/// Everything Masthead reads back could be something else under the expected name: a FIFO
/// (reading it waits forever for a writer), `/dev/zero` behind a link (it never ends and fills
/// memory), a directory, a 60 MB file where a few lines belong (a property's remembered case took
/// its whole time limit to parse one). So the file is opened with `O_NONBLOCK` (opening a FIFO
/// never waits), checked with `fstat` on that same descriptor (no race with a rename between a
/// check and the open), and read up to its bound plus one byte (a file that grows while it is
/// read is refused too). A refusal says what the file is: "is a FIFO, not a regular file", "is
/// 62,914,560 bytes, more than the 1,048,576 read for a property's remembered case".
///
/// ```swift
/// let bytes = try FileSystem.readBytes("Scenarios/home.lua", limit: .source)
/// ```
extension FileSystem {
    /// How much of each kind of file is read at most.
    package struct ReadLimit: Sendable {
        package let bytes: Int
        /// What such a file is, for the refusal ("a scenario or helper file").
        package let what: String

        package init(bytes: Int, what: String) {
            self.bytes = bytes
            self.what = what
        }

        /// Scenario files, helpers, plugin files: code a person wrote.
        package static let source = ReadLimit(bytes: 16 << 20, what: "a Lua file")
        /// A snapshot reference (text, VoiceOver or SVG rendering).
        package static let snapshot = ReadLimit(bytes: 16 << 20, what: "a snapshot")
        /// A property's remembered failing case: a seed and a few thousand choices at most.
        package static let example = ReadLimit(bytes: 1 << 20, what: "a property's remembered case")
        /// A timings file: a line per scenario.
        package static let timings = ReadLimit(bytes: 64 << 20, what: "a timings file")
        /// A trace page (its pictures and frames inline) and a JUnit report to merge.
        package static let report = ReadLimit(bytes: 256 << 20, what: "a report")
    }

    package static func read(_ path: String, limit: ReadLimit, within boundary: FolderBoundary? = nil)
        throws(FileError) -> String
    {
        String(decoding: try readBytes(path, limit: limit, within: boundary), as: UTF8.self)
    }

    /// The file's bytes; refused when it is not a regular file, is past `limit`, or (given a
    /// boundary) really lies outside its folders.
    package static func readBytes(_ path: String, limit: ReadLimit, within boundary: FolderBoundary? = nil)
        throws(FileError) -> [UInt8]
    {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, operation: "read", code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(path: path, operation: "read", code: errno) }
        if let other = notRegular(info.st_mode) {
            throw FileError(path: path, operation: "read", code: EINVAL, refusal: "is \(other), not a regular file")
        }
        if let boundary, let refusal = boundary.refusal(for: realPath(of: descriptor) ?? realPath(path) ?? path) {
            throw FileError(path: path, operation: "read", code: EACCES, refusal: refusal)
        }
        if Int(info.st_size) > limit.bytes { throw tooLarge(path, Int(info.st_size), limit) }
        return try readAll(descriptor, path: path, limit: limit)
    }

    /// What a file that is not regular is, from its mode; nil for a regular file.
    static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    private static func tooLarge(_ path: String, _ size: Int, _ limit: ReadLimit) -> FileError {
        FileError(
            path: path, operation: "read", code: EFBIG,
            refusal: "is \(size >= 0 ? ReportCap.grouped(size) : "more than that") bytes, more than the"
                + " \(ReportCap.grouped(limit.bytes)) read for \(limit.what)")
    }

    /// The bytes of a regular file, refusing it if it grows past the bound while it is read.
    private static func readAll(_ descriptor: Int32, path: String, limit: ReadLimit) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, operation: "read", code: errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit.bytes { throw tooLarge(path, -1, limit) }
        }
    }
}
