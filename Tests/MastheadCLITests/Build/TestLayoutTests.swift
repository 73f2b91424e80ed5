import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The rule of docs/architecture.md ("Tests"), checked on the tree: tests mirror the sources.
///
/// In `Tests/<Target>Tests/<folder>/`, a `<Name>Tests.swift` whose `<Name>.swift` is a source
/// file of `<Target>` tests that file and sits in the mirror of its folder; any other
/// `*Tests.swift` is a feature test and sits in the mirror of a folder that exists, the one
/// holding the code it exercises. The exceptions are folders named for what is not Swift source
/// (`subjectsOutsideSources`) and for the C targets a Swift target wraps (`wrappedCTargets`), and
/// helpers (`Support/`, or any file not ending in `Tests.swift`).
@Suite struct TestLayoutTests {
    /// Top-level test folders for what is not Swift source: the Makefile and the package's
    /// layout, the documentation, the editor definitions in types/.
    static let subjectsOutsideSources: Set<String> = ["Build", "Docs", "EditorTypes"]

    /// The C targets whose tests sit with the Swift target that wraps them, in a folder of their
    /// name (they have no test target of their own).
    static let wrappedCTargets: [String: Set<String>] = [
        "MastheadLua": ["CLuaShim"], "MastheadRunning": ["CWorkerShim"],
    ]

    /// Every misplaced or misnamed test file of the package, with what the rule asks instead.
    static func problems(root: String) -> [String] {
        var problems: [String] = []
        for testTarget in ScratchDirectory.names(in: root + "/Tests").sorted() where testTarget.hasSuffix("Tests") {
            let target = String(testTarget.dropLast("Tests".count))
            let sources = swiftFiles(under: root + "/Sources/" + target)
            guard !sources.isEmpty else {
                problems.append("Tests/\(testTarget): no target Sources/\(target)")
                continue
            }
            for test in swiftFiles(under: root + "/Tests/" + testTarget) {
                if let problem = problem(test, target: target, sources: sources, root: root) {
                    problems.append("Tests/\(testTarget)/\(test): \(problem)")
                }
            }
        }
        return problems
    }

    /// What is wrong with the test file at `test` (a path inside its test target), nil if nothing.
    static func problem(_ test: String, target: String, sources: [String], root: String) -> String? {
        let (folder, file) = split(test)
        let first = folder.split(separator: "/").first.map(String.init) ?? ""
        guard file.hasSuffix("Tests.swift"), first != "Support" else { return nil }
        if subjectsOutsideSources.contains(first) || wrappedCTargets[target, default: []].contains(first) { return nil }
        let name = String(file.dropLast("Tests.swift".count))
        let namesakes = sources.filter { split($0).file == name + ".swift" }
        if !namesakes.isEmpty {
            let folders = namesakes.map { split($0).folder }
            return folders.contains(folder)
                ? nil
                : "tests \(target)/\(namesakes[0]); move it to the mirrored folder \(folders[0].isEmpty ? "(the root)" : folders[0] + "/")"
        }
        if let aspect = sources.first(where: {
            split($0).file.contains("+") && split($0).file.replacing("+", with: "") == name + ".swift"
        }) {
            return "name it after \(split(aspect).file): \(split(aspect).file.dropLast(".swift".count))Tests.swift"
        }
        var info = stat()
        let mirrored = root + "/Sources/" + target + (folder.isEmpty ? "" : "/" + folder)
        guard stat(mirrored, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            return
                "a feature test in a folder Sources/\(target) does not have; move it to the folder of the code it tests"
        }
        return nil
    }

    /// The `.swift` files under `directory`, as paths relative to it.
    static func swiftFiles(under directory: String) -> [String] {
        var files: [String] = []
        func walk(_ relative: String) {
            let path = relative.isEmpty ? directory : directory + "/" + relative
            for name in ScratchDirectory.names(in: path) {
                let child = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard stat(directory + "/" + child, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    walk(child)
                } else if name.hasSuffix(".swift") {
                    files.append(child)
                }
            }
        }
        walk("")
        return files.sorted()
    }

    static func split(_ path: String) -> (folder: String, file: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    @Test func everyTestFileMirrorsTheSourcesItTests() {
        let problems = Self.problems(root: TestPackage.root)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The rule finds each kind of mistake, in a package made up for it.
    @Test func theRuleCatchesEachMistake() throws {
        let package = try ScratchDirectory(prefix: "test-layout")
        defer { package.remove() }
        for file in [
            "Sources/Thing/Render/Renderer.swift", "Sources/Thing/Render/Renderer+Motion.swift",
            "Sources/Thing/State/State.swift", "Tests/ThingTests/Render/RendererTests.swift",
            "Tests/ThingTests/Render/Renderer+MotionTests.swift", "Tests/ThingTests/Render/PictureFeatureTests.swift",
            "Tests/ThingTests/Support/Fixtures.swift", "Tests/ThingTests/Docs/GuideTests.swift",
            "Tests/ThingTests/StateTests.swift", "Tests/ThingTests/Render/RendererMotionTests.swift",
            "Tests/ThingTests/Faults/CrashTests.swift", "Tests/OtherTests/AnyTests.swift",
        ] {
            try Self.makeFolders(package.path + "/" + Self.split(file).folder)
            try ScratchDirectory.writeText("", to: package.path + "/" + file)
        }
        #expect(
            Self.problems(root: package.path) == [
                "Tests/OtherTests: no target Sources/Other",
                "Tests/ThingTests/Faults/CrashTests.swift: a feature test in a folder Sources/Thing does not have;"
                    + " move it to the folder of the code it tests",
                "Tests/ThingTests/Render/RendererMotionTests.swift: name it after Renderer+Motion.swift:"
                    + " Renderer+MotionTests.swift",
                "Tests/ThingTests/StateTests.swift: tests Thing/State/State.swift; move it to the mirrored folder State/",
            ])
    }

    static func makeFolders(_ path: String) throws {
        var built = ""
        for part in path.split(separator: "/") {
            built += "/" + part
            if access(built, F_OK) != 0 { try ScratchDirectory.makeFolder(built) }
        }
    }
}
