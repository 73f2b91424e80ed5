/// How a traced scenario's page is written. The suite runner knows when a page is due and what it
/// holds (`TraceDocument`); the studio knows how to draw it (`TracePages.files`, in MastheadStudio),
/// so running a suite does not depend on the page's HTML, script and style.
///
/// ```swift
/// let runner = SuiteRunner(options: options, reporters: reporters, tracePages: .files)
/// ```
package struct TracePages: Sendable {
    /// Writes `document`'s page under `folder`, linked back to the HTML report at `report` when
    /// there is one; the page's path.
    package let write:
        @Sendable (_ document: TraceDocument, _ folder: String, _ report: String?) throws(FileError)
            -> String

    package init(
        write:
            @escaping @Sendable (_ document: TraceDocument, _ folder: String, _ report: String?) throws(FileError)
            -> String
    ) {
        self.write = write
    }

    /// For a runner embedded without the studio: a traced scenario's page is an output that could
    /// not be written (noted, so the run exits 2), never a trace silently dropped.
    package static let unavailable = TracePages { _, folder, _ throws(FileError) in
        throw FileError(path: folder, operation: "write trace pages in", code: 0, refusal: "this runner draws no pages")
    }
}
