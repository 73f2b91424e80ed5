#if canImport(Glibc)
    import Glibc
#endif

/// Folder entries as the system names them (bytes, which need not be UTF-8), and folders by
/// identity, for walks that must not loop.
extension FileSystem {
    /// A name in a folder: its bytes, and the same as a string when they are UTF-8.
    package struct Entry: Sendable {
        package var bytes: [UInt8]
        package var name: String? { String(validating: bytes, as: UTF8.self) }
    }

    /// A file's device and inode: the same folder reached through two links has one identity.
    package struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The entries of a folder (no "." or ".."), sorted bytewise so that every machine agrees.
    package static func entries(_ directory: String) throws(FileError) -> [Entry] {
        guard let handle = opendir(directory) else { throw FileError(path: directory, operation: "list", code: errno) }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            if bytes != [0x2E] && bytes != [0x2E, 0x2E] { entries.append(Entry(bytes: bytes)) }
        }
        return entries.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    }

    /// The identity of what `path` leads to (links followed); nil when it cannot be read.
    package static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// A name that is not UTF-8, readable: ASCII as it is, every other byte as `\xNN`.
    package static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        for byte in bytes {
            if byte < 0x80 {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "\\x" + String(byte, radix: 16, uppercase: true)
            }
        }
        return text
    }
}
