#if canImport(Glibc)
    import Glibc
#endif

/// A fresh directory in $TMPDIR (/tmp when unset) for one test, removed with everything in it,
/// names that are not UTF-8 too: `make test` fails when the tests leave anything there.
package struct ScratchDirectory: Sendable {
    package let path: String

    package init(prefix: String) throws {
        var template = Array("\(Self.temporaryFolder)/\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SupportError("mkdtemp failed: \(errno)") }
        path = String(cString: made)
    }

    /// $TMPDIR, or /tmp.
    package static var temporaryFolder: String {
        getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    package func remove() { Self.removeTree(path) }

    /// Writes `text` to `name` inside the directory (creating its folders).
    @discardableResult
    package func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        var folder = ""
        for part in name.split(separator: "/").dropLast() {
            folder += "/" + part
            mkdir(path + folder, 0o755)
        }
        try Self.writeText(text, to: file)
        return file
    }

    /// Every file name under the directory, relative to it, sorted.
    package func files() -> [String] {
        var names: [String] = []
        Self.walk(path, "", into: &names)
        return names.sorted()
    }

    package static func writeText(_ text: String, to path: String) throws {
        try writeBytes(Array(text.utf8), to: path)
    }

    package static func writeBytes(_ bytes: [UInt8], to path: String) throws {
        guard let file = fopen(path, "wb") else { throw SupportError("cannot write \(path): \(errno)") }
        defer { fclose(file) }
        guard bytes.isEmpty || fwrite(bytes, 1, bytes.count, file) == bytes.count else {
            throw SupportError("short write to \(path)")
        }
    }

    package static func readText(_ path: String) throws -> String {
        String(decoding: try readBytes(path), as: UTF8.self)
    }

    package static func readBytes(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw SupportError("cannot read \(path): \(errno)") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    package static func names(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private static func walk(_ root: String, _ relative: String, into names: inout [String]) {
        for name in Self.names(in: root + relative) {
            let child = relative + "/" + name
            var info = stat()
            if lstat(root + child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                walk(root, child, into: &names)
            } else {
                names.append(String(child.dropFirst()))
            }
        }
    }

    /// Removes `path` and all under it, by the bytes of each name (a name that is not UTF-8 would
    /// not survive a trip through String).
    private static func removeTree(_ path: String) { removeTree(Array(path.utf8)) }

    private static func removeTree(_ path: [UInt8]) {
        let terminated = (path + [0]).map { CChar(bitPattern: $0) }
        var info = stat()
        guard lstat(terminated, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            unlink(terminated)
            return
        }
        if let handle = opendir(terminated) {
            var names: [[UInt8]] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
                if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
            }
            closedir(handle)
            for name in names { removeTree(path + [0x2F] + name) }
        }
        rmdir(terminated)
    }
}
