import MastheadLua

/// Resolves `require("name")` to a helper file of the suite: `name.lua` (dots become folders)
/// beside the requiring file, then in each folder the run was given. Only files inside those
/// folders are ever found: the requiring file is known by its chunk name, which a script can
/// choose (`load(text, "@/anywhere/x.lua")`), so a requester outside every root is not looked
/// beside at all.
///
/// A file found is read only when it really lies inside those folders too (`FolderBoundary`, the
/// one check every file of the suite goes through): a helper that is a link out of the suite is
/// refused by name.
package struct SuiteModules: ModuleResolver {
    package let roots: [String]
    private let suite: FolderBoundary

    package init(roots: [String]) {
        self.roots = roots.map {
            Self.collapsed(FileSystem.kind(of: $0) == .file ? FileSystem.directory(of: $0) : $0)
        }
        suite = .suite(roots)
    }

    /// The first helper file of that name; a file that is there but cannot be read (a FIFO, too
    /// large, unreadable) is refused by name rather than passed over.
    package func resolve(_ name: String, from requester: String) throws(ModuleRefusal) -> ScenarioSource? {
        guard Self.isSafe(name) else { return nil }
        let relative = name.split(separator: ".").joined(separator: "/") + ".lua"
        let beside = Self.collapsed(FileSystem.directory(of: requester))
        for directory in (contains(beside) ? [beside] : []) + roots {
            let path = FileSystem.normalize(FileSystem.join(directory, relative))
            guard let kind = FileSystem.kind(of: path), kind != .directory else { continue }
            do {
                return ScenarioSource(path: path, bytes: try FileSystem.readBytes(path, limit: .source, within: suite))
            } catch {
                throw ModuleRefusal(error.description)
            }
        }
        return nil
    }

    /// Whether `directory` (collapsed) is one of the roots or inside one.
    func contains(_ directory: String) -> Bool {
        roots.contains { root in
            if root == "." { return directory != ".." && !directory.hasPrefix("../") && !directory.hasPrefix("/") }
            return directory == root || directory.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
    }

    /// `path` normalized with each `a/..` taken out, by its text (links are not followed: a link
    /// inside the suite is the suite's own choice). Leading `..` stay.
    static func collapsed(_ path: String) -> String {
        var parts: [Substring] = []
        for part in FileSystem.normalize(path).split(separator: "/") {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The helpers (`_*.lua`) beside the requiring file and at the top of each root, by the name
    /// `require` takes, each once, in that order.
    package func names(from requester: String) -> [String] {
        var names: [String] = []
        let beside = FileSystem.directory(of: requester)
        for directory in (contains(Self.collapsed(beside)) ? [beside] : []) + roots {
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
