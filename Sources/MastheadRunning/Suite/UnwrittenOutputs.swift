import Synchronization

/// Every output a run was asked to write and could not: a report file or stream, the HTML page,
/// trace pages, the artifacts folder, the timings file. Each writer notes its failure here instead
/// of printing it, and `RunOutcome` says them all on standard error once every other output is
/// written, and ends the run with exit status 2: its results did not reach whoever reads them.
///
/// An output is noted once, with its first failure and how many of its files failed (a trace
/// folder that cannot be written fails every page in it, and one sentence says so).
///
/// ```swift
/// let unwritten = UnwrittenOutputs()
/// unwritten.note("the HTML report", FileError(path: "out", operation: "write", code: EISDIR))
/// unwritten.sentences
/// // ["cannot write out: Is a directory; the HTML report is missing (nothing half-written was left)"]
/// ```
package final class UnwrittenOutputs: Sendable {
    private struct Entry {
        var output: String
        var reason: String
        var count: Int
    }

    private let entries = Mutex<[Entry]>([])

    package init() {}

    /// Notes that `output` (what a reader misses: "the HTML report") was not written, and why.
    package func note(_ output: String, _ reason: String) {
        entries.withLock { entries in
            if let index = entries.firstIndex(where: { $0.output == output }) {
                entries[index].count += 1
            } else {
                entries.append(Entry(output: output, reason: reason, count: 1))
            }
        }
    }

    package func note(_ output: String, _ error: FileError) { note(output, error.description) }

    /// A stream or file reporter whose write failed, if it did.
    package func note(_ output: TextOutput) {
        // A reader that closed the pipe (`masthead run | head -1`) has read all it wanted: it is
        // no lost output, and tools say nothing of it.
        guard let failure = output.failure, !failure.isClosedPipe else { return }
        note(Self.name(of: output.target), failure)
    }

    package var isEmpty: Bool { entries.withLock { $0.isEmpty } }

    /// One sentence per output: its reason, what is missing, and that nothing is half-written.
    package var sentences: [String] {
        entries.withLock { entries in
            entries.map { entry in
                let times = entry.count > 1 ? " (\(entry.count) files)" : ""
                return "\(entry.reason); \(entry.output) is missing\(times) (nothing half-written was left)"
            }
        }
    }

    private static func name(of target: TextOutput.Target) -> String {
        switch target {
        case .standardOutput: "the report on standard output"
        case .standardError: "the report on standard error"
        case .file(let path): "the report \(path)"
        }
    }
}
