import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// Every output a run is asked to write and cannot (`--html`, `--trace-dir`, `--artifacts`, a
/// report file, the timings) ends the run with exit status 2 and a sentence naming it, after the
/// other outputs are written, and leaves nothing half-written. These paths fail as any user (root
/// included) meets them: a path naming a folder, a path under a regular file; `ReadOnlyFolderTests`
/// and `FullDiskTests` add read-only and full mounts.
@Suite("Outputs that cannot be written")
struct UnwrittenOutputsTests {
    @Test func eachOutputIsSaidOnceWithHowManyOfItsFilesFailed() {
        let unwritten = UnwrittenOutputs()
        #expect(unwritten.isEmpty)
        unwritten.note("the trace pages in t", FileError(path: "t/a.html", operation: "write", code: 20))
        unwritten.note("the trace pages in t", FileError(path: "t/b.html", operation: "write", code: 20))
        unwritten.note("the HTML report", "cannot write r: Is a directory")
        #expect(
            unwritten.sentences == [
                "cannot write t/a.html: Not a directory; the trace pages in t is missing (2 files)"
                    + " (nothing half-written was left)",
                "cannot write r: Is a directory; the HTML report is missing (nothing half-written was left)",
            ])
    }

    /// A suite whose one scenario passes with a cut (printed output past 64 KiB, which the
    /// artifacts folder keeps whole) and is traced, and a plain file `blocker` to write under.
    private func suite() throws -> ScratchDirectory {
        let folder = try ScratchDirectory(prefix: "masthead-unwritten")
        try folder.write(
            "suite/long.lua",
            """
            scenario("prints much", function()
              for i = 1, 40 do print(string.rep("p", 4000)) end
            end)

            """)
        try folder.write("blocker", "a plain file\n")
        return folder
    }

    private func run(_ extra: [String], in folder: ScratchDirectory) throws -> ChildProcess.Result {
        try FaultFixtures.masthead(
            ["run", "suite", "--reporter", "junit:report.xml"] + extra, directory: folder.path)
    }

    @Test func anHTMLPathNamingAFolderExitsTwoAfterTheOtherReports() throws {
        let folder = try suite()
        defer { folder.remove() }
        _ = try folder.write("page/keep", "")
        let result = try run(["--html", "page"], in: folder)
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        #expect(
            result.errors.contains("cannot write page: Is a directory; the HTML report is missing"), "\(result.errors)")
        #expect(FileSystem.kind(of: folder.path + "/report.xml") == .file)
        #expect(FaultFixtures.leftovers(in: folder.path).isEmpty)
    }

    @Test func anHTMLPathUnderAFileExitsTwo() throws {
        let folder = try suite()
        defer { folder.remove() }
        let result = try run(["--html", "blocker/page.html"], in: folder)
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        #expect(result.errors.contains("Not a directory; the HTML report is missing"), "\(result.errors)")
        #expect(FileSystem.kind(of: folder.path + "/report.xml") == .file)
    }

    @Test func aTraceFolderNamingAFileExitsTwo() throws {
        let folder = try suite()
        defer { folder.remove() }
        let result = try run(["--trace", "on", "--trace-dir", "blocker"], in: folder)
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        #expect(result.errors.contains("the trace pages in blocker is missing"), "\(result.errors)")
        #expect(try ScratchDirectory.readText(folder.path + "/blocker") == "a plain file\n")
        #expect(FileSystem.kind(of: folder.path + "/report.xml") == .file)
    }

    @Test func anArtifactsFolderNamingAFileExitsTwo() throws {
        let folder = try suite()
        defer { folder.remove() }
        let result = try run(["--artifacts", "blocker"], in: folder)
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        #expect(
            result.errors.contains("the whole of a long failure in the artifacts folder is missing"), "\(result.errors)"
        )
        #expect(FileSystem.kind(of: folder.path + "/report.xml") == .file)
    }

    @Test func everyWritableOutputStillExitsZero() throws {
        let folder = try suite()
        defer { folder.remove() }
        let result = try run(["--html", "page.html", "--trace", "on", "--artifacts", "kept"], in: folder)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(FileSystem.kind(of: folder.path + "/page.html") == .file)
        #expect(folder.files().contains("kept/failures/suite/long.lua/prints-much.txt"))
    }
}
