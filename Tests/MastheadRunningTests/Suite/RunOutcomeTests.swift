import RunnerTestSupport
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// How a run ends when its standard output's reader has gone: quietly, with the run's own status.
@Suite(.needs(.python)) struct RunOutcomeTests {
    /// Runs masthead with standard output on a pipe whose reader closed before it started (as
    /// `| head -1` is once it has its line): every write meets EPIPE, on any machine's timing.
    static func withClosedReader(_ arguments: [String]) throws -> Subprocess.Result {
        let script = """
            import os, subprocess, sys
            read, write = os.pipe()
            os.close(read)
            done = subprocess.run(sys.argv[1:], stdout=write, stderr=subprocess.PIPE)
            sys.stdout.write(f"{done.returncode}\\n" + done.stderr.decode())
            """
        return try Subprocess.run(OutsideTool.python.path, ["-c", script, PackagePaths.masthead] + arguments)
    }

    @Test func aClosedPipeOnStandardOutputIsNoLostReport() throws {
        let passing = try Self.withClosedReader(["run", PackagePaths.mixed + "/passing.lua"])
        #expect(passing.output == "0\n")
        let arguments = ["run", PackagePaths.mixed, "--reporter", "tap"]
        let read = try Subprocess.run(PackagePaths.masthead, arguments)
        #expect(read.status != 0)
        let tap = try Self.withClosedReader(arguments)
        #expect(tap.output == "\(read.status)\n", "the run's own status, and nothing said")
    }
}
