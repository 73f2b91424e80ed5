import MastheadRender
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Renderings committed under Tests/Fixtures/renderings: what every machine and every process
/// must write for a fixture, byte for byte. Rendering one tree twice in one process cannot show
/// that (a process reads one locale, one time zone, one hash seed for both); comparing with bytes
/// written elsewhere, earlier, does.
///
/// After a change meant to alter a rendering, `MASTHEAD_RECORD_RENDERINGS=1 swift test --filter
/// Committed` writes the new files (and fails, so that a recording is never taken for a pass);
/// review them with `git diff` and commit them.
enum CommittedRendering {
    static let folder = TestPackage.fixture("renderings")

    /// Records an issue unless `rendering` is the committed file `name`, with the first lines
    /// that differ.
    static func check(_ rendering: String, is name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = folder + "/" + name
        if ProcessEnvironment.isRecording {
            do {
                try ScratchDirectory.writeText(rendering, to: path)
                Issue.record(
                    "recorded \(path): review it with git diff, then run again", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let committed = try? ScratchDirectory.readBytes(path) else {
            Issue.record(
                "no committed rendering \(path) (MASTHEAD_RECORD_RENDERINGS=1 writes it)",
                sourceLocation: sourceLocation)
            return
        }
        guard Array(rendering.utf8) != committed else { return }
        let diff = LineDiff.render(expected: String(decoding: committed, as: UTF8.self), actual: rendering)
        Issue.record(
            "\(name) differs from the committed rendering:\n\(diff.prefix(2000))", sourceLocation: sourceLocation)
    }

    private enum ProcessEnvironment {
        static var isRecording: Bool { getenv("MASTHEAD_RECORD_RENDERINGS").map { String(cString: $0) } == "1" }
    }
}
