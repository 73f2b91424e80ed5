#if canImport(Glibc)
    import Glibc
#endif

/// How `masthead run` ends: the summary's status, unless the run was interrupted or an output
/// could not be written (a full disk, a read-only folder, a path naming a folder or a file, a
/// closed pipe), each said on standard error in a sentence (`UnwrittenOutputs`).
package enum RunOutcome {
    /// 130 when interrupted; 2 when an output could not be written (the results did not reach
    /// whoever reads them); otherwise the summary's 0, 1 or 2.
    package static func exitStatus(_ summary: RunSummary, unwritten: UnwrittenOutputs) -> Int32 {
        for sentence in unwritten.sentences { printError("masthead: \(TerminalText.line(sentence))") }
        if summary.interrupted {
            let ran = summary.passed + summary.failed
            printError(
                "masthead: interrupted: \(ran) of \(summary.planned) scenarios ran (\(summary.passed) passed, \(summary.failed) failed); the reports cover those"
            )
            return Interrupt.exitStatus
        }
        if let reason = summary.emptySelection { printError("masthead: \(reason)") }
        return unwritten.isEmpty ? summary.exitStatus : 2
    }
}

extension FileError {
    /// Standard output's reader has gone (EPIPE).
    var isClosedPipe: Bool { path == "standard output" && code == EPIPE }
}
