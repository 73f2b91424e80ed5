import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// The one reader of files read back: a regular file up to its bound, anything else refused by
/// what it is, and never a wait (a FIFO without a writer is refused at once).
@Suite struct FileSystemReadingTests {
    private static let small = FileSystem.ReadLimit(bytes: 1_000, what: "a test file")

    private func refusal(_ path: String, _ limit: FileSystem.ReadLimit = small) -> String? {
        do {
            _ = try FileSystem.readBytes(path, limit: limit)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aRegularFileWithinItsBoundIsRead() throws {
        let folder = try ScratchDirectory(prefix: "masthead-reading")
        defer { folder.remove() }
        let path = try folder.write("a.txt", String(repeating: "x", count: 1_000))
        #expect(try FileSystem.read(path, limit: Self.small) == String(repeating: "x", count: 1_000))
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try ScratchDirectory(prefix: "masthead-reading")
        defer { folder.remove() }
        let path = folder.path + "/pipe.lua"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(refusal(path) == "cannot read \(path): is a FIFO, not a regular file")
    }

    @Test func devicesDirectoriesAndLinksToThemAreRefused() throws {
        let folder = try ScratchDirectory(prefix: "masthead-reading")
        defer { folder.remove() }
        #expect(symlink("/dev/zero", folder.path + "/zero.txt") == 0)
        #expect(
            refusal(folder.path + "/zero.txt")
                == "cannot read \(folder.path)/zero.txt: is a character device, not a regular file")
        #expect(refusal(folder.path) == "cannot read \(folder.path): is a directory, not a regular file")
    }

    @Test func aFilePastItsBoundIsRefusedWithBothSizes() throws {
        let folder = try ScratchDirectory(prefix: "masthead-reading")
        defer { folder.remove() }
        let path = try folder.write("big.txt", String(repeating: "x", count: 1_001))
        #expect(refusal(path) == "cannot read \(path): is 1,001 bytes, more than the 1,000 read for a test file")
    }

    @Test func aMissingFileSaysTheSystemsReason() {
        #expect(refusal("/nonexistent/x") == "cannot read /nonexistent/x: No such file or directory")
    }
}
