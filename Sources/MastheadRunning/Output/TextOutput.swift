#if canImport(Glibc)
    import Glibc
#endif

/// Where a reporter writes: standard output or error (buffered), or a file written atomically
/// when the run ends. A write that fails (a full disk, a closed pipe, a file-size limit) is kept
/// in `failure` for the command to report; the output then drops what it is given.
package final class TextOutput {
    package enum Target {
        case standardOutput, standardError
        case file(String)
    }

    package let target: Target
    /// The first write that failed, if one did.
    package private(set) var failure: FileError?
    private var buffer: [UInt8] = []

    package init(_ target: Target) {
        self.target = target
    }

    /// Whether the output is an interactive terminal (for colour and progress).
    package var isTerminal: Bool {
        switch target {
        case .standardOutput: return isatty(1) != 0
        case .standardError: return isatty(2) != 0
        case .file: return false
        }
    }

    package func write(_ text: String) {
        write(bytes: Array(text.utf8))
    }

    package func write(bytes: [UInt8]) {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
        if case .file = target {
            if buffer.count > Self.fileChunk { stageBuffer() }
            return
        }
        if buffer.count > 16_384 { flush() }
    }

    /// A file's text goes to a temporary file beside it in pieces of this size (`StagedFile`),
    /// so a long report never sits whole in memory; it is renamed into place by `finish`.
    static let fileChunk = 1 << 20
    private var staged: StagedFile?

    private func stageBuffer() {
        guard case .file(let path) = target else { return }
        do {
            if staged == nil { staged = try StagedFile(for: path) }
            try staged!.append(buffer)
            buffer.removeAll(keepingCapacity: true)
        } catch {
            failure = error
            staged = nil
        }
    }

    package func line(_ text: String = "") { write(text + "\n") }

    /// Sends what is buffered to the terminal (files are written whole by `finish`).
    package func flush() {
        let descriptor: Int32
        switch target {
        case .standardOutput: descriptor = 1
        case .standardError: descriptor = 2
        case .file: return
        }
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                failure = FileError(
                    path: descriptor == 1 ? "standard output" : "standard error", operation: "write",
                    code: written < 0 ? errno : EIO)
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes a stream, or writes a file atomically (creating its folder).
    package func finish() throws(FileError) {
        guard case .file(let path) = target else {
            flush()
            return
        }
        guard failure == nil else { throw failure! }
        do {
            let file: StagedFile
            if let staged { file = staged } else { file = try StagedFile(for: path) }
            staged = nil
            try file.append(buffer)
            buffer = []
            try file.commit()
        } catch {
            failure = error
            throw error
        }
    }

    /// `finish`, keeping the error for the command to report: reporters cannot throw.
    package func finishOrRemember() {
        do {
            try finish()
        } catch {
            failure = error
        }
    }
}

/// ANSI colours, only on a terminal and only when NO_COLOR is not set.
package struct Palette: Sendable {
    package let enabled: Bool

    package init(enabled: Bool) { self.enabled = enabled }

    package static func forOutput(_ output: TextOutput) -> Palette {
        Palette(enabled: output.isTerminal && getenv("NO_COLOR") == nil)
    }

    package func green(_ text: String) -> String { paint(text, "32") }
    package func red(_ text: String) -> String { paint(text, "31") }
    package func yellow(_ text: String) -> String { paint(text, "33") }
    package func dim(_ text: String) -> String { paint(text, "2") }
    package func bold(_ text: String) -> String { paint(text, "1") }

    private func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
