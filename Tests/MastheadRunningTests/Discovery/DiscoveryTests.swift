import TestSupport
import Testing

@testable import MastheadRunning

#if canImport(Glibc)
    import Glibc
#endif

/// Discovery walks each folder once, and reports what it cannot walk alone.
@Suite("Discovery")
struct DiscoveryTests {
    static let scenario = "scenario(\"one\", function() expect(1):to_be(1) end)\n"

    @Test func aLinkBackToItsOwnFolderIsWalkedOnce() throws {
        let folder = try ScratchDirectory(prefix: "masthead-discovery")
        defer { folder.remove() }
        _ = try folder.write("suite/a.lua", Self.scenario)
        _ = try folder.write("suite/nested/b.lua", Self.scenario)
        symlink(".", folder.path + "/suite/self")
        symlink("..", folder.path + "/suite/nested/up")
        symlink("../nested", folder.path + "/suite/nested/again")
        let found = Discovery.scenarioFiles(in: [folder.path + "/suite"])
        #expect(
            found.files.map { $0.split(separator: "/").suffix(2).joined(separator: "/") } == [
                "suite/a.lua", "nested/b.lua",
            ])
        #expect(found.problems.isEmpty)
    }

    @Test func aNameThatIsNotUTF8IsReportedAloneAndTheRestIsFound() throws {
        let folder = try ScratchDirectory(prefix: "masthead-discovery")
        defer { folder.remove() }
        _ = try folder.write("suite/a.lua", Self.scenario)
        let name = Array((folder.path + "/suite/caf").utf8) + [0xE9] + Array(".lua".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let found = Discovery.scenarioFiles(in: [folder.path + "/suite"])
        #expect(found.files.count == 1)
        #expect(found.problems.count == 1)
        #expect(found.problems.first?.file.hasSuffix("suite/caf\\xE9.lua") == true)
        #expect(found.problems.first?.failure.message.contains("not UTF-8") == true)
    }

    @Test func aMissingPathIsAProblemAndTheOtherPathsAreFound() throws {
        let folder = try ScratchDirectory(prefix: "masthead-discovery")
        defer { folder.remove() }
        _ = try folder.write("suite/a.lua", Self.scenario)
        let found = Discovery.scenarioFiles(in: [folder.path + "/nowhere", folder.path + "/suite"])
        #expect(found.files.count == 1)
        #expect(found.problems.map(\.failure.message) == ["no such file or directory: \(folder.path)/nowhere"])
    }

    /// Root reads every folder, so the run drops to `nobody` (setpriv, util-linux) to meet one it
    /// cannot read.
    @Test(.enabled(if: geteuid() == 0, "needs root, who reads every folder"), .needs(.setpriv))
    func anUnreadableFolderIsReportedAloneAndTheRestRuns() throws {
        let folder = try ScratchDirectory(prefix: "masthead-discovery")
        defer {
            chmod(folder.path + "/suite/locked", 0o755)
            folder.remove()
        }
        _ = try folder.write("suite/a.lua", Self.scenario)
        _ = try folder.write("suite/locked/b.lua", Self.scenario)
        for path in [folder.path, folder.path + "/suite"] { chmod(path, 0o755) }
        chmod(folder.path + "/suite/a.lua", 0o644)
        chmod(folder.path + "/suite/locked", 0o000)
        let result = try ChildProcess.run(
            TestPackage.masthead, ["run", "suite"], directory: folder.path,
            prefix: [OutsideTool.setpriv.path, "--reuid=65534", "--regid=65534", "--clear-groups", "--"],
            timeout: 60)
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        #expect(result.output.contains("suite/locked"))
        #expect(result.output.contains("Permission denied"))
        #expect(result.output.contains("1 passed, 0 failed"))
    }
}
