#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh directory under /tmp for one test, removed with everything in it.
public struct TemporaryDirectory: Sendable {
    public let path: String

    public init() throws {
        var template = Array("/tmp/masthead-test-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Subprocess.Failure(description: "mkdtemp failed: \(errno)") }
        path = String(cString: made)
    }

    public func remove() { Self.removeTree(path) }

    private static func removeTree(_ path: String) {
        if let handle = opendir(path) {
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name != "." && name != ".." { removeTree(path + "/" + name) }
            }
            closedir(handle)
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        guard let file = fopen(path, "wb") else { throw Subprocess.Failure(description: "cannot write \(path)") }
        defer { fclose(file) }
        guard bytes.isEmpty || fwrite(bytes, 1, bytes.count, file) == bytes.count else {
            throw Subprocess.Failure(description: "short write to \(path)")
        }
    }

    public static func makeFolder(_ path: String) throws {
        guard mkdir(path, 0o755) == 0 else { throw Subprocess.Failure(description: "cannot create \(path): \(errno)") }
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    public static func read(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw Subprocess.Failure(description: "cannot read \(path)") }
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

    public static func readText(_ path: String) throws -> String {
        String(decoding: try read(path), as: UTF8.self)
    }
}
