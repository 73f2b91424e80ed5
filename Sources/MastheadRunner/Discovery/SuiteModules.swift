import MastheadLua

/// Resolves `require("name")` to a helper file of the suite: `name.lua` (dots become folders)
/// beside the requiring file, then in each folder the run was given.
public struct SuiteModules: ModuleResolver {
    public let roots: [String]

    public init(roots: [String]) {
        self.roots = roots.map { FileSystem.kind(of: $0) == .file ? FileSystem.directory(of: $0) : $0 }
    }

    public func resolve(_ name: String, from requester: String) -> ScenarioSource? {
        guard Self.isSafe(name) else { return nil }
        let relative = name.split(separator: ".").joined(separator: "/") + ".lua"
        for directory in [FileSystem.directory(of: requester)] + roots {
            let path = FileSystem.normalize(FileSystem.join(directory, relative))
            if FileSystem.kind(of: path) == .file, let bytes = try? FileSystem.readBytes(path) {
                return ScenarioSource(path: path, bytes: bytes)
            }
        }
        return nil
    }

    /// Module names are dotted identifiers: no slashes, no "..", nothing that leaves the tree.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty
            && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            }
    }
}
