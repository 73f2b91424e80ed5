import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// `masthead run --watch` as a user runs it: the first run, then a run of the saved file alone,
/// everything after a helper or a plugin changed, a line between runs, and Ctrl-C to stop with
/// the last run's status.
@Suite struct RunWatchTests {
    @Test(arguments: [WatchBackendChoice.automatic, .polling]) func rerunsWhatASaveConcerns(
        _ choice: WatchBackendChoice
    )
        throws
    {
        let directory = try ScratchDirectory(prefix: "masthead-run-watch")
        defer { directory.remove() }
        try directory.write("suite/a.lua", #"scenario("a one", function() expect(1):to_be(1) end)"# + "\n")
        try directory.write(
            "suite/b.lua",
            #"local h = require("_helper") scenario("b uses the helper", function() expect(h.two):to_be(2) end)"#)
        try directory.write("suite/_helper.lua", "return { two = 2 }\n")
        try directory.write(
            "plugins/themes/plain.lua", ##"return theme { name = "plain", colors = { accent = "#D70015" } }"## + "\n")
        let child = try ChildProcess(
            TestPackage.masthead, ["run", "suite", "--plugins", "plugins", "--watch", "--jobs", "1"],
            directory: directory.path,
            environment: ["MASTHEAD_WATCH": choice == .polling ? "poll" : "", "NO_COLOR": "1"])
        func waitings(_ errors: String) -> Int { errors.ranges(of: "Watching suite, plugins for").count }
        func runs(_ output: String, _ count: Int) -> Int { output.ranges(of: "Running \(count) scenario").count }

        #expect(child.waitUntil { output, errors in output.contains("2 passed, 0 failed") && waitings(errors) == 1 })
        try ScratchDirectory.writeText(
            #"scenario("a one", function() expect(1):to_be(3) end)"# + "\n", to: directory.path + "/suite/a.lua")
        #expect(child.waitUntil { output, errors in runs(output, 1) == 1 && waitings(errors) == 2 })
        #expect(child.outputSoFar.hasSuffix("0 passed, 1 failed") || child.outputSoFar.contains("0 passed, 1 failed"))

        try ScratchDirectory.writeText("return { two = 3 }\n", to: directory.path + "/suite/_helper.lua")
        #expect(child.waitUntil { output, errors in runs(output, 2) == 2 && waitings(errors) == 3 })
        try ScratchDirectory.writeText(
            ##"return theme { name = "plain", colors = { accent = "#112233" } }"## + "\n",
            to: directory.path + "/plugins/themes/plain.lua")
        #expect(child.waitUntil { output, errors in runs(output, 2) == 3 && waitings(errors) == 4 })

        child.send(SIGINT)
        let result = try child.wait(timeout: 60)
        #expect(result.status == 1, "the last run failed: \(result.output)")
        #expect(result.errors.contains("── run 2 · suite/a.lua changed: its scenarios run ──"))
        #expect(result.errors.contains("── run 3 · suite/_helper.lua changed: a helper, so everything runs ──"))
        #expect(result.errors.contains("── run 4 · plugins/themes/plain.lua changed: a plugin, so everything runs ──"))
        #expect(result.errors.hasSuffix("masthead: stopped watching\n"), "\(result.errors)")
        #expect(!result.errors.contains("finishing the scenarios in flight"))
        #expect(result.output.ranges(of: "0 passed, 2 failed").count == 2, "\(result.output)")
    }
}
