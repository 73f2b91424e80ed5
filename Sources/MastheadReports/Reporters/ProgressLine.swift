import MastheadRunning

#if canImport(Glibc)
    import Glibc
#endif

/// The last line of the pretty report on a terminal while a suite runs: "[12/230] 1 failed",
/// rewritten in place as scenarios finish and wiped before anything else is printed, so the
/// scrollback keeps only the report itself. Never drawn into a file or a pipe (CI logs), nor on a
/// terminal that cannot rewrite a line (TERM=dumb).
struct ProgressLine {
    private let output: TextOutput
    private let palette: Palette
    private var total = 0
    private var finished = 0
    private var failed = 0
    private var shown = false

    init(output: TextOutput, palette: Palette) {
        self.output = output
        self.palette = palette
    }

    /// Whether `output` can show a progress line.
    static func fits(_ output: TextOutput) -> Bool {
        guard output.isTerminal else { return false }
        return getenv("TERM").map { String(cString: $0) != "dumb" } ?? true
    }

    mutating func start(total: Int) {
        self.total = total
        draw()
    }

    mutating func record(passed: Bool) {
        finished += 1
        if !passed { failed += 1 }
        draw()
    }

    /// Wipes the line so that the next text starts at the left margin of an empty line.
    mutating func clear() {
        guard shown else { return }
        output.write(Self.wipe)
        shown = false
    }

    private mutating func draw() {
        guard total > 0 else { return }
        let failures = failed == 0 ? "" : " " + palette.red("\(failed) failed")
        output.write(Self.wipe + palette.dim("[\(finished)/\(total)]") + failures)
        shown = true
    }

    /// Carriage return, then erase the whole line (ECMA-48 EL 2).
    private static let wipe = "\r\u{1B}[2K"
}
