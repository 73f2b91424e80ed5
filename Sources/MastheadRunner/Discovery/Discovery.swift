/// Finds the scenario files of a run: every `*.lua` under the given paths, except helpers (names
/// starting with `_`) and anything under `__snapshots__/`, in a stable order.
public enum Discovery {
    public static func scenarioFiles(in paths: [String]) throws(DiscoveryError) -> [String] {
        var files: [String] = []
        for path in paths {
            let normalized = FileSystem.normalize(path)
            switch FileSystem.kind(of: normalized) {
            case .file?:
                files.append(normalized)
            case .directory?:
                do {
                    try walk(normalized, into: &files)
                } catch {
                    throw DiscoveryError(message: error.description)
                }
            default:
                throw DiscoveryError(message: "no such file or directory: \(path)")
            }
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// Every plugin file under a folder (`*.lua`, any depth, no helpers).
    public static func luaFiles(in directory: String) throws(DiscoveryError) -> [String] {
        var files: [String] = []
        do {
            try walk(FileSystem.normalize(directory), into: &files)
        } catch {
            throw DiscoveryError(message: error.description)
        }
        return files
    }

    private static func walk(_ directory: String, into files: inout [String]) throws(FileError) {
        for name in try FileSystem.list(directory) {
            let path = FileSystem.join(directory, name)
            switch FileSystem.kind(of: path) {
            case .directory?:
                if name == "__snapshots__" || name.hasPrefix(".") { continue }
                try walk(path, into: &files)
            case .file?:
                if name.hasSuffix(".lua") && !name.hasPrefix("_") { files.append(path) }
            default:
                continue
            }
        }
    }
}

public struct DiscoveryError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
