import RunnerTestSupport
import TestSupport
import Testing

/// Read-only folders: a suite kept on one runs as usual (a run only reads scenario files); a
/// report asked for in one is refused with a sentence and exit status 2, leaving nothing there.
/// Snapshots are written beside their scenarios (`__snapshots__/`): their writer must meet the
/// same read-only mount with the same rules (see docs/security.md).
@Suite("Read-only folders", .enabled(if: TemporaryMount.isAvailable, "mounting a tmpfs needs root with CAP_SYS_ADMIN"))
struct ReadOnlyFolderTests {
    @Test func aSuiteOnAReadOnlyFolderRuns() throws {
        let disk = try TemporaryMount(bytes: 256 * 1024)
        try ScratchDirectory.writeText(
            "scenario(\"reads only\", function() expect(1):to_be(1) end)\n", to: disk.path + "/only.lua")
        try disk.makeReadOnly()
        let result = try FaultFixtures.masthead(["run", disk.path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("1 passed, 0 failed"))
    }

    @Test func aReportInAReadOnlyFolderIsRefused() throws {
        let folder = try FaultFixtures.smallSuite()
        defer { folder.remove() }
        let disk = try TemporaryMount(bytes: 64 * 1024)
        try disk.makeReadOnly()
        let result = try FaultFixtures.masthead(
            ["run", "suite", "--reporter", "pretty:" + disk.path + "/reports/report.txt"], directory: folder.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("Read-only file system"), "\(result.errors)")
        #expect(ScratchDirectory.names(in: disk.path).isEmpty)
    }

    /// `--html`, `--trace-dir` and `--artifacts` on a read-only mount: each is said, the run
    /// exits 2, and the mount holds nothing new.
    @Test func pagesTracesAndArtifactsInAReadOnlyFolderAreRefused() throws {
        let folder = try ScratchDirectory(prefix: "masthead-readonly-outputs")
        defer { folder.remove() }
        try folder.write(
            "suite/long.lua",
            "scenario(\"prints much\", function()\n  for i = 1, 40 do print(string.rep(\"p\", 4000)) end\nend)\n")
        let disk = try TemporaryMount(bytes: 64 * 1024)
        try disk.makeReadOnly()
        let result = try FaultFixtures.masthead(
            [
                "run", "suite", "--html", disk.path + "/page.html", "--trace", "on", "--trace-dir",
                disk.path + "/traces",
                "--artifacts", disk.path + "/artifacts",
            ], directory: folder.path)
        #expect(result.status == 2)
        for output in ["the HTML report", "the trace pages in", "the whole of a long failure in the artifacts folder"] {
            #expect(result.errors.contains("Read-only file system; \(output)"), "\(result.errors)")
        }
        #expect(ScratchDirectory.names(in: disk.path).isEmpty)
    }
}
