import TestSupport
import Testing

@testable import MastheadRunning

#if canImport(Glibc)
    import Glibc
#endif

/// The one check that a file of the suite really lies inside its folders: links that stay
/// inside are followed, links that leave are refused by the reader, however they are spelt.
@Suite struct FolderBoundaryTests {
    @Test func realPathsInsideAreHeldAndNeighboursWithAPrefixAreNot() throws {
        let folder = try ScratchDirectory(prefix: "masthead-boundary")
        defer { folder.remove() }
        try folder.write("suite/a.lua", "")
        try folder.write("suite-other/b.lua", "")
        let suite = FolderBoundary.suite([folder.path + "/suite"])
        let real = FileSystem.realPath(folder.path)!
        #expect(suite.contains(realPath: real + "/suite/a.lua"))
        #expect(suite.contains(realPath: real + "/suite"))
        #expect(!suite.contains(realPath: real + "/suite-other/b.lua"))
        #expect(!suite.contains(realPath: real))
        // A file given as a root means its folder.
        #expect(FolderBoundary.suite([folder.path + "/suite/a.lua"]).contains(realPath: real + "/suite/x.lua"))
    }

    @Test func aLinkOutIsRefusedAndALinkWithinIsRead() throws {
        let folder = try ScratchDirectory(prefix: "masthead-boundary")
        defer { folder.remove() }
        try folder.write("outside/secret.txt", "password=hunter2\n")
        try folder.write("suite/real.lua", "return 1\n")
        #expect(symlink("../outside/secret.txt", folder.path + "/suite/leak.lua") == 0)
        #expect(symlink("../outside", folder.path + "/suite/away") == 0)
        #expect(symlink("real.lua", folder.path + "/suite/near.lua") == 0)
        let suite = FolderBoundary.suite([folder.path + "/suite"])
        #expect(try FileSystem.read(folder.path + "/suite/near.lua", limit: .source, within: suite) == "return 1\n")
        for path in ["suite/leak.lua", "suite/away/secret.txt", "suite/../outside/secret.txt"] {
            #expect(throws: FileError.self) {
                try FileSystem.read(folder.path + "/" + path, limit: .source, within: suite)
            }
        }
        do {
            _ = try FileSystem.read(folder.path + "/suite/leak.lua", limit: .source, within: suite)
        } catch {
            #expect(
                error.description
                    == "cannot read \(folder.path)/suite/leak.lua: it is a link that leads out of the suite's folders"
                    + " (\(folder.path)/suite); only files inside are read")
        }
    }
}
