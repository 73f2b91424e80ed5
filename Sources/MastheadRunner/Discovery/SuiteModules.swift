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
            if FileSystem.kind(of: path) == .file, let text = try? FileSystem.read(path) {
                return ScenarioSource(path: path, text: text)
            }
        }
        return nil
    }

    /// The helpers (`_*.lua`) beside the requiring file and at the top of each root, by the name
    /// `require` takes, each once, in that order.
    public func names(from requester: String) -> [String] {
        var names: [String] = []
        for directory in [FileSystem.directory(of: requester)] + roots {
            let files = (try? FileSystem.list(directory)) ?? []
            for file in files where file.hasPrefix("_") && file.hasSuffix(".lua") {
                let name = String(file.dropLast(4))
                if Self.isSafe(name), !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// Module names are dotted identifiers: no slashes, no "..", nothing that leaves the tree.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty
            && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            }
    }
}
