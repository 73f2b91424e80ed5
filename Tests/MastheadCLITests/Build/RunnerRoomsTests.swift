import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The runner's four rooms (docs/architecture.md, "Targets"), checked on the tree: each imports
/// only the rooms before it, so running a suite never reaches for a report's or a page's code,
/// and no folder name of a room is also a folder of another target, so a path names one place.
@Suite struct RunnerRoomsTests {
    /// In the order they may import each other: a room imports only those before it.
    static let rooms = ["MastheadRunning", "MastheadReports", "MastheadStudio", "MastheadCLI"]

    /// Each `import` of a later room in a room's sources, as "file: import Room".
    static func backwardImports(root: String) -> [String] {
        var found: [String] = []
        for (index, room) in rooms.enumerated() {
            let later = Set(rooms[(index + 1)...])
            for file in TestLayoutTests.swiftFiles(under: root + "/Sources/" + room) {
                let text = (try? ScratchDirectory.readText(root + "/Sources/" + room + "/" + file)) ?? ""
                for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                    let module = String(line.dropFirst("import ".count))
                    if later.contains(module) { found.append("Sources/\(room)/\(file): \(line)") }
                }
            }
        }
        return found
    }

    /// Folder names a room shares with another target, as "Name: TargetA, TargetB".
    static func sharedFolderNames(root: String) -> [String] {
        var owners: [String: Set<String>] = [:]
        for target in ScratchDirectory.names(in: root + "/Sources") {
            for folder in folders(under: root + "/Sources/" + target) {
                owners[folder, default: []].insert(target)
            }
        }
        return owners.filter { $0.value.count > 1 && !$0.value.isDisjoint(with: rooms) }
            .map { "\($0.key): \($0.value.sorted().joined(separator: ", "))" }.sorted()
    }

    /// The names of every folder below `directory`, at any depth.
    static func folders(under directory: String) -> Set<String> {
        var names: Set<String> = []
        for name in ScratchDirectory.names(in: directory) {
            var info = stat()
            guard stat(directory + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            names.insert(name)
            names.formUnion(folders(under: directory + "/" + name))
        }
        return names
    }

    @Test func eachRoomImportsOnlyTheRoomsBeforeIt() {
        let found = Self.backwardImports(root: TestPackage.root)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func noRoomSharesAFolderNameWithAnotherTarget() {
        let shared = Self.sharedFolderNames(root: TestPackage.root)
        #expect(shared.isEmpty, "\(shared.joined(separator: "\n"))")
    }

    /// Both checks find what they are for, in a package made up for it.
    @Test func theChecksCatchABackwardImportAndASharedFolder() throws {
        let package = try ScratchDirectory(prefix: "runner-rooms")
        defer { package.remove() }
        for (file, text) in [
            "Sources/MastheadRunning/Suite/Plan.swift": "import MastheadLua\nimport MastheadStudio\n",
            "Sources/MastheadStudio/Traces/Page.swift": "import MastheadRunning\n",
            "Sources/MastheadLua/Traces/Recorder.swift": "",
        ] {
            try TestLayoutTests.makeFolders(package.path + "/" + TestLayoutTests.split(file).folder)
            try ScratchDirectory.writeText(text, to: package.path + "/" + file)
        }
        #expect(
            Self.backwardImports(root: package.path) == [
                "Sources/MastheadRunning/Suite/Plan.swift: import MastheadStudio"
            ])
        #expect(Self.sharedFolderNames(root: package.path) == ["Traces: MastheadLua, MastheadStudio"])
    }
}
