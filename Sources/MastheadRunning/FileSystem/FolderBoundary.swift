#if canImport(Glibc)
    import Glibc
#endif

/// The folders a kind of file must really be in: the suite's folders for scenarios and helpers,
/// a scenario's own folder for its snapshots, the plugin folders for plugins, the examples
/// folder for remembered cases. A link inside a suite that leads out of it (to `/etc`, to the
/// runner's home) would otherwise put that file's text into the reports, which CI publishes on
/// a pull request; so the reader (`FileSystem.readBytes(path, limit:, within:)`) asks where the
/// file it opened really is and refuses one outside.
///
/// The folders are compared as real paths (every link resolved, `realpath`), and the opened
/// file by its descriptor (`/proc/self/fd`), so a link swapped between a check and the open
/// cannot slip a file past. A link that stays inside is the suite's own choice and is followed.
///
/// ```swift
/// let suite = FolderBoundary(["Scenarios"], name: "the suite's folders")
/// try FileSystem.readBytes("Scenarios/leak.lua", limit: .source, within: suite)
/// // cannot read Scenarios/leak.lua: it is a link that leads out of the suite's folders (Scenarios)
/// ```
package struct FolderBoundary: Sendable {
    /// The folders as given, for messages.
    package let given: [String]
    /// The same as real paths; a folder that does not exist holds nothing.
    private let real: [String]
    /// What the folders are ("the suite's folders").
    package let name: String

    /// `folders` may name files: a file's folder is meant.
    package init(_ folders: [String], name: String) {
        given = folders
        self.name = name
        real = folders.compactMap { folder in
            FileSystem.realPath(FileSystem.kind(of: folder) == .directory ? folder : FileSystem.directory(of: folder))
        }
    }

    /// The folders of a run's scenarios and helpers (the paths it was given).
    package static func suite(_ paths: [String]) -> FolderBoundary {
        FolderBoundary(paths, name: "the suite's folders")
    }

    /// A scenario file's own folder, which holds its `__snapshots__/`.
    package static func scenarioFolder(of file: String) -> FolderBoundary {
        FolderBoundary([FileSystem.directory(of: file)], name: "the scenario's folder")
    }

    /// A plugin folder.
    package static func plugins(_ folder: String) -> FolderBoundary {
        FolderBoundary([folder], name: "the plugin folder")
    }

    /// The folder of remembered cases (`.masthead/examples`).
    package static func examples(_ root: String) -> FolderBoundary {
        FolderBoundary([root], name: "the examples folder")
    }

    /// Whether a real path (links resolved) is one of the folders or inside one.
    package func contains(realPath path: String) -> Bool {
        real.contains { folder in
            path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
    }

    /// Why a file whose real path is `path` is refused; nil when it is inside.
    func refusal(for path: String) -> String? {
        guard !contains(realPath: path) else { return nil }
        return "it is a link that leads out of \(name) (\(given.joined(separator: ", "))); only files inside are read"
    }
}

extension FileSystem {
    /// `path` with every link, `.` and `..` resolved; nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The real path of an open file, as the kernel knows it (nil without /proc).
    static func realPath(of descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
