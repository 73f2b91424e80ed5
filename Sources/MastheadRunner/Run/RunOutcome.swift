#if canImport(Glibc)
    import Glibc
#endif

/// How `masthead run` ends: the summary's status, unless the run was interrupted or a report
/// could not be written (a full disk, a read-only folder, a closed pipe), each said on standard
/// error in a sentence.
enum RunOutcome {
    /// 130 when interrupted; 2 when a report could not be written (the results did not reach
    /// whoever reads them); otherwise the summary's 0, 1 or 2.
    static func exitStatus(_ summary: RunSummary, outputs: [TextOutput]) -> Int32 {
        // A reader that closed the pipe (`masthead run | head -1`) has read all it wanted: it is
        // no lost report, and tools say nothing of it.
        let failures = outputs.compactMap(\.failure).filter { !$0.isClosedPipe }
        for failure in failures {
            printError("masthead: \(failure.description); that report is missing (nothing half-written was left)")
        }
        if summary.interrupted {
            let ran = summary.passed + summary.failed
            printError(
                "masthead: interrupted: \(ran) of \(summary.planned) scenarios ran (\(summary.passed) passed, \(summary.failed) failed); the reports cover those"
            )
            return Interrupt.exitStatus
        }
        if let reason = summary.emptySelection { printError("masthead: \(reason)") }
        return failures.isEmpty ? summary.exitStatus : 2
    }
}

extension FileError {
    /// Standard output's reader has gone (EPIPE).
    var isClosedPipe: Bool { path == "standard output" && code == EPIPE }
}
