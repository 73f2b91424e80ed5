import RunnerTestSupport
import TestSupport
import Testing

/// Writing reports when there is no room: standard output on /dev/full, a report file on a full
/// tmpfs, a report file past the process's file-size limit (RLIMIT_FSIZE). Each gives a sentence
/// on standard error, exit status 2, and no half-written file.
@Suite("A full disk")
struct FullDiskTests {
    @Test func standardOutputOnAFullDevice() throws {
        let folder = try FaultFixtures.smallSuite()
        defer { folder.remove() }
        let result = try FaultFixtures.masthead(["run", "suite"], directory: folder.path, output: "/dev/full")
        #expect(result.status == 2)
        #expect(result.errors.contains("cannot write standard output: No space left on device"), "\(result.errors)")
    }

    @Test(.enabled(if: TemporaryMount.isAvailable, "mounting a tmpfs needs root with CAP_SYS_ADMIN"))
    func aReportFileOnAFullDisk() throws {
        let folder = try FaultFixtures.smallSuite()
        defer { folder.remove() }
        let disk = try TemporaryMount(bytes: 64 * 1024)
        disk.fill()
        let result = try FaultFixtures.masthead(
            ["run", "suite", "--reporter", "pretty:" + disk.path + "/report.txt"], directory: folder.path)
        #expect(result.status == 2)
        #expect(
            result.errors.contains("cannot write \(disk.path)/report.txt: No space left on device"), "\(result.errors)")
        #expect(!ScratchDirectory.names(in: disk.path).contains("report.txt"))
        #expect(FaultFixtures.leftovers(in: disk.path).isEmpty)
    }

    @Test(
        .disabled(
            if: TestPackage.mastheadIsThreadSanitized,
            "ThreadSanitizer's runtime faults under a 256-byte file-size limit"),
        .needs(.prlimit))
    func aReportFilePastTheFileSizeLimit() throws {
        let folder = try FaultFixtures.smallSuite()
        defer { folder.remove() }
        let result = try FaultFixtures.masthead(
            ["run", "suite", "--reporter", "pretty:report.txt"], directory: folder.path,
            prefix: [OutsideTool.prlimit.path, "--fsize=256", "--"])
        #expect(result.signal == nil, "killed by signal \(result.signal ?? 0)")
        #expect(result.status == 2)
        #expect(result.errors.contains("cannot write report.txt: File too large"), "\(result.errors)")
        #expect(!ScratchDirectory.names(in: folder.path).contains("report.txt"))
        #expect(FaultFixtures.leftovers(in: folder.path).isEmpty)
    }
}
