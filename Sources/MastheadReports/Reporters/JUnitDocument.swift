import MastheadCore
import MastheadLua
import MastheadRunning

/// The JUnit XML of a run, in the form Jenkins, GitLab, GitHub annotators and `xunit-viewer`
/// read:
///
/// - `<testsuites name="masthead" tests failures errors skipped time>` around
/// - one `<testsuite>` per scenario file, named after the file, plus ` [shard 2/3]` in a sharded
///   run so that the suites of the shards' reports stay distinct when merged, with the same
///   counts and its scenarios' total time;
/// - one `<testcase classname=FILE name=SCENARIO file=FILE line=N time=SECONDS assertions=N>` per
///   scenario, with its steps as `<properties>` (`step.1` = `scroll(40)`, …; `tags`), then
///   `<failure message type="assertion">` for an expectation that did not hold or
///   `<error message type="error|limit|plugin|load">` for anything else, whose body is the
///   failure as the pretty report prints it (place, code, diff or expected/actual, traceback),
///   then `<system-out>` with what it printed;
/// - a file that did not load and a plugin that failed each as a suite of one `<error>` testcase,
///   first.
///
/// Nothing is ever skipped, so `skipped` is always 0; there is no timestamp or host name, so two
/// runs of the same suite differ only in their times.
struct JUnitDocument {
    let description: FailureDescription

    func root(plan: RunPlan, problems: [LoadProblem], results: [ScenarioResult], summary: RunSummary) -> XMLElement {
        var suites = problems.reduce(into: [Suite]()) { suites, problem in
            add(testcase(for: problem), failing: .error, file: problem.file, shard: plan.shard, to: &suites)
        }
        for result in results {
            let outcome: Suite.Outcome =
                result.passed ? .passed : result.outcome.failure!.kind == .assertion ? .failure : .error
            add(
                testcase(for: result), failing: outcome, file: result.file, shard: plan.shard,
                duration: result.duration, to: &suites)
        }
        var root = XMLElement(
            "testsuites", attributes: [XMLAttribute("name", "masthead")] + Suite.counts(suites, time: summary.duration))
        for suite in suites {
            var element = XMLElement(
                "testsuite", attributes: [XMLAttribute("name", suite.name)] + Suite.counts([suite], time: suite.time))
            if let seed = plan.seed ?? plan.propertySeed { element.append(Self.properties([("seed", String(seed))])) }
            suite.testcases.forEach { element.append($0) }
            root.append(element)
        }
        return root
    }

    /// Adds a testcase to its file's suite (suites in order of first appearance).
    private func add(
        _ testcase: XMLElement, failing outcome: Suite.Outcome, file: String, shard: Shard?, duration: Double = 0,
        to suites: inout [Suite]
    ) {
        let name = file + (shard.map { " [shard \($0.index)/\($0.count)]" } ?? "")
        if let index = suites.firstIndex(where: { $0.name == name }) {
            suites[index].add(testcase, outcome, duration: duration)
        } else {
            var suite = Suite(name: name)
            suite.add(testcase, outcome, duration: duration)
            suites.append(suite)
        }
    }

    private func testcase(for result: ScenarioResult) -> XMLElement {
        var testcase = XMLElement(
            "testcase",
            attributes: [
                XMLAttribute("classname", result.file), XMLAttribute("name", result.info.name),
                XMLAttribute("file", result.file),
                XMLAttribute("line", String(result.info.line)), XMLAttribute("time", Seconds.trimmed(result.duration)),
                XMLAttribute("assertions", String(result.outcome.assertions)),
            ])
        var properties = result.outcome.steps.enumerated().map { ("step.\($0.offset + 1)", $0.element) }
        if !result.info.tags.isEmpty { properties.append(("tags", result.info.tags.joined(separator: " "))) }
        if let report = result.outcome.property {
            properties += [("seed", String(report.seed)), ("runs", String(report.runsMade))]
        }
        if !properties.isEmpty { testcase.append(Self.properties(properties)) }
        if let failure = result.outcome.failure {
            let property = result.outcome.property.map {
                PropertyDescription(palette: Palette(enabled: false)).lines($0, file: result.file)
            }
            testcase.append(self.failure(failure, more: property ?? []))
        }
        if !result.outcome.output.isEmpty {
            testcase.append(
                XMLElement("system-out", children: [.text(result.outcome.output.joined(separator: "\n") + "\n")]))
        }
        return testcase
    }

    private func testcase(for problem: LoadProblem) -> XMLElement {
        let name = problem.failure.kind == .plugin ? "(plugin did not load)" : "(file did not load)"
        var attributes = [
            XMLAttribute("classname", problem.file), XMLAttribute("name", name), XMLAttribute("file", problem.file),
        ]
        if let location = problem.failure.location { attributes.append(XMLAttribute("line", String(location.line))) }
        attributes.append(XMLAttribute("time", "0"))
        return XMLElement("testcase", attributes: attributes, children: [.element(failure(problem.failure))])
    }

    /// `<failure>` for an expectation, `<error>` for everything else, with the readable body (and
    /// `more` lines after it: a property's report).
    private func failure(_ failure: ScenarioFailure, more: [String] = []) -> XMLElement {
        XMLElement(
            failure.kind == .assertion ? "failure" : "error",
            attributes: [XMLAttribute("message", failure.message), XMLAttribute("type", failure.kind.rawValue)],
            children: [.text((description.lines(failure) + more).joined(separator: "\n") + "\n")])
    }

    private static func properties(_ pairs: [(String, String)]) -> XMLElement {
        XMLElement(
            "properties",
            children: pairs.map { name, value in
                .element(
                    XMLElement("property", attributes: [XMLAttribute("name", name), XMLAttribute("value", value)]))
            })
    }

    /// One `<testsuite>` being filled.
    private struct Suite {
        enum Outcome { case passed, failure, error }

        var name: String
        var testcases: [XMLElement] = []
        var failures = 0
        var errors = 0
        var time = 0.0

        mutating func add(_ testcase: XMLElement, _ outcome: Outcome, duration: Double) {
            testcases.append(testcase)
            if outcome == .failure { failures += 1 }
            if outcome == .error { errors += 1 }
            time += duration
        }

        /// tests, failures, errors, skipped and time over `suites`.
        static func counts(_ suites: [Suite], time: Double) -> [XMLAttribute] {
            [
                XMLAttribute("tests", String(suites.reduce(0) { $0 + $1.testcases.count })),
                XMLAttribute("failures", String(suites.reduce(0) { $0 + $1.failures })),
                XMLAttribute("errors", String(suites.reduce(0) { $0 + $1.errors })),
                XMLAttribute("skipped", "0"),
                XMLAttribute("time", Seconds.trimmed(time)),
            ]
        }
    }
}
