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
}
