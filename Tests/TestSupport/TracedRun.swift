/// `masthead run` over Tests/Fixtures/traces with the arguments given, in a scratch folder: the
/// trace pages it wrote, and what it said.
package struct TracedRun {
    package let folder: ScratchDirectory
    package let result: ChildProcess.Result
    package let pages: [String]

    package init(_ arguments: [String]) throws {
        folder = try ScratchDirectory(prefix: "masthead-trace")
        result = try ChildProcess.run(
            TestPackage.masthead, ["run", TestPackage.fixture("traces"), "--trace-dir", "traces"] + arguments,
            directory: folder.path, timeout: 120)
        pages = Self.pages(under: folder.path + "/traces")
    }

    /// The scenarios' pages under a trace folder (its index is not one).
    package static func pages(under folder: String) -> [String] {
        files(under: folder).filter { $0.hasSuffix(".html") && $0 != folder + "/index.html" }
    }

    package static func files(under folder: String) -> [String] {
        ScratchDirectory.names(in: folder).flatMap { name -> [String] in
            let path = folder + "/" + name
            let inside = files(under: path)
            return inside.isEmpty && !ScratchDirectory.names(in: path).isEmpty ? [] : (inside.isEmpty ? [path] : inside)
        }
    }
}
