import RunnerTestSupport
import TestSupport
import Testing

/// The hostile corpus through the real `masthead` binary: every hostile scenario fails
/// with a message naming the rule or limit, every ordinary one passes, nothing crashes, and the
/// exit status is 1 (runtime failures only) or 2 (with files that do not load).
@Suite("Hostile corpus", .serialized)
struct HostileCorpusTests {
    @Test func runtimeAttacksFailCleanlyAndQuickly() throws {
        let artifacts = try ScratchDirectory(prefix: "hostile-artifacts")
        defer { artifacts.remove() }
        let result = try ChildProcess.run(
            TestPackage.masthead,
            ["run", "Tests/Fixtures/hostile/runtime", "--artifacts", artifacts.path] + HostileCorpus.limits,
            directory: TestPackage.root, timeout: 300)
        #expect(result.signal == nil, "masthead crashed: \(result.errors)")
        #expect(result.status == 1)
        let report = PrettyOutput(result.output)
        let files = HostileCorpus.hostileFiles("runtime")
        #expect(files.count >= 20)
        for file in files {
            let failures = report.failures.filter { $0.key.hasPrefix(file + " › ") }
            if failures.isEmpty { Issue.record("\(file) did not fail") }
            let expected = try HostileCorpus.expectation(of: file)
            for (id, message) in failures { #expect(message.contains(expected), "\(id): \(message)") }
        }
        #expect(report.passed.count == 2, "the ordinary scenarios: \(report.passed)")
        #expect(!Self.hasControlCharacters(result.output), "a control character reached the report")
        // The 8 MB failure is shown cut, and kept whole in the artifacts folder.
        #expect(result.output.utf8.count < 1 << 20, "the report holds \(result.output.utf8.count) bytes")
        let kept = artifacts.files().filter { $0.contains("huge-failure.lua/") }
        #expect(kept.count == 1, "\(artifacts.files())")
        let whole = try kept.first.map { try ScratchDirectory.readBytes(artifacts.path + "/" + $0) } ?? []
        #expect(whole.count > 8 << 20)
        #expect(!result.timedOut, "the run took \(result.seconds) s")
    }

    @Test func filesThatDoNotLoadExitWithStatus2() throws {
        let result = try ChildProcess.run(
            TestPackage.masthead, ["run", "Tests/Fixtures/hostile/load"] + HostileCorpus.limits,
            directory: TestPackage.root,
            timeout: 60)
        #expect(result.signal == nil, "masthead crashed: \(result.errors)")
        #expect(result.status == 2)
        let report = PrettyOutput(result.output)
        for file in HostileCorpus.hostileFiles("load") {
            let message = report.loadProblems[file] ?? ""
            #expect(message.contains(try HostileCorpus.expectation(of: file)), "\(file): \(message)")
        }
        #expect(report.passed.count == 1)
    }

    /// Names with escape sequences are listed escaped, one a line (`control-characters.lua`).
    @Test func theListShowsControlCharactersEscaped() throws {
        let result = try ChildProcess.run(
            TestPackage.masthead, ["run", "Tests/Fixtures/hostile/runtime", "--list"] + HostileCorpus.limits,
            directory: TestPackage.root, timeout: 60)
        #expect(result.status == 0)
        #expect(!Self.hasControlCharacters(result.output + result.errors))
        #expect(
            result.output.contains(
                "control-characters.lua › a name that rings \\x07 clears \\x1b[2J and sets the title \\x1b]0;pwned\\x07 [tag\\x1b[31m]\n"
            ))
    }

    /// The line-based reports for machines shown on a terminal (TAP, GitHub's workflow commands)
    /// escape the same names and messages (`control-characters.lua`): TAP wrote them raw.
    @Test(arguments: ["tap", "github"])
    func lineBasedReportsShowControlCharactersEscaped(_ reporter: String) throws {
        let result = try ChildProcess.run(
            TestPackage.masthead,
            ["run", "Tests/Fixtures/hostile/runtime/control-characters.lua", "--reporter", reporter]
                + HostileCorpus.limits,
            directory: TestPackage.root, timeout: 60)
        #expect(result.status == 1)
        #expect(!Self.hasControlCharacters(result.output + result.errors), "\(result.output)")
        let escape = reporter == "tap" ? #"\\"# : #"\"# // TAP doubles the escape's backslash
        #expect(result.output.contains("sets the title \(escape)x1b]0;pwned\(escape)x07"), "\(result.output)")
    }

    /// Any control character but a line break or a tab (C0, DEL, C1).
    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        }
    }

    /// Plugins whose loading trips a limit inside a coroutine, then swallows it or loops in a
    /// `__close` handler as the coroutine is closed: `masthead plugins` used to hang on them.
    @Test func pluginsThatTripALimitInACoroutineFailAlone() throws {
        let folder = "Tests/Fixtures/plugins/hostile/load"
        let result = try ChildProcess.run(
            TestPackage.masthead, ["plugins", "--plugins", folder], directory: TestPackage.root, timeout: 60)
        #expect(!result.timedOut && result.signal == nil, "masthead plugins did not end: \(result.errors)")
        #expect(result.status == 2)
        let problems = result.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  " + folder) }
        let files = HostileCorpus.hostileFiles(folder)
        #expect(files.count >= 3)
        for file in files {
            let expected = try HostileCorpus.expectation(of: file)
            #expect(
                problems.contains { $0.hasPrefix("  \(file):") && $0.contains(expected) },
                "\(file): \(problems.filter { $0.contains(file) })")
        }
    }

    @Test func bothTogetherStillRunEveryScenario() throws {
        let result = try ChildProcess.run(
            TestPackage.masthead, ["run", "Tests/Fixtures/hostile"] + HostileCorpus.limits, directory: TestPackage.root,
            timeout: 120)
        #expect(result.signal == nil)
        #expect(result.status == 2)
        let report = PrettyOutput(result.output)
        #expect(report.passed.count == 4)
        let failedFiles = Set(report.failures.keys.map { String($0.prefix { $0 != " " }) })
        #expect(failedFiles == Set(HostileCorpus.hostileFiles("runtime") + HostileCorpus.hostileFiles("process")))
    }
}
