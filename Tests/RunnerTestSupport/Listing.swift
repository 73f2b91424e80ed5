import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `--list` in this process: the ids a run would take, in its order.
package enum Listing {
    package static func ids(_ paths: [String], configure: (inout RunOptions) -> Void = { _ in }) throws -> [String] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var options = RunOptions()
        options.workerExecutable = TestPackage.masthead
        options.paths = paths
        options.pluginDirectories = []
        options.listOnly = true
        configure(&options)
        let path = directory.path + "/list.txt"
        let output = TextOutput(.file(path))
        _ = SuiteRunner(options: options, reporters: [ListReporter(output: output)]).run()
        return try TemporaryDirectory.readText(path).split(separator: "\n").map { line in
            // "id [tag, tag]" → id
            String(line.firstRange(of: " [").map { line[..<$0.lowerBound] } ?? line[...])
        }
    }
}

/// A suite of many small scenarios written to a temporary folder, for shards and timings.
package struct GeneratedSuite {
    package let directory: TemporaryDirectory
    package var path: String { directory.path + "/suite" }

    /// `files` files of `scenarios` scenarios each; scenario k of file f loops f×k hundred times,
    /// so their durations differ.
    package init(files: Int, scenarios: Int) throws {
        directory = try TemporaryDirectory()
        try TemporaryDirectory.makeFolder(path)
        for file in 1...files {
            var text = ""
            for scenario in 1...scenarios {
                text += """
                    scenario("case \(scenario)", { tags = { "\(scenario % 3 == 0 ? "slow" : "quick")" } }, function()
                      local total = 0
                      for i = 1, \(file * scenario * 100) do total = total + i end
                      expect(total > 0):to_be(true)
                    end)

                    """
            }
            try TemporaryDirectory.write(text, to: "\(path)/file\(file < 10 ? "0" : "")\(file).lua")
        }
    }

    package func remove() { directory.remove() }
}
