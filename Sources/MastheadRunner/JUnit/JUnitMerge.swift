import MastheadCore

/// Merges JUnit reports into one: the reports of a sharded CI job, or of any tools. Every
/// `<testsuite>` of every report is kept as it was, in the order given; the new
/// `<testsuites>` carries the summed counts and time.
///
/// Two suites with the same name would show one file's scenarios twice (the same shard merged
/// twice, or unsharded reports of one suite), so that is refused, naming both reports, unless
/// `renamesDuplicates`: then the later suite becomes `name (path/of/report.xml)`.
public struct JUnitMerge {
    public var renamesDuplicates = false

    public init(renamesDuplicates: Bool = false) {
        self.renamesDuplicates = renamesDuplicates
    }

    /// Reads and parses one report; errors name the file.
    public static func read(_ path: String) throws(JUnitMergeError) -> XMLElement {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(path)
        } catch {
            throw JUnitMergeError(message: error.description)
        }
        do {
            return try XMLReader.parse(bytes: bytes)
        } catch {
            throw JUnitMergeError(message: "\(path): not well-formed XML: \(error)")
        }
    }

    /// One `<testsuites>` holding the suites of every report.
    public func merge(_ reports: [(path: String, root: XMLElement)]) throws(JUnitMergeError) -> XMLElement {
        var merged: [XMLElement] = []
        var origins: [String: String] = [:]
        for (path, root) in reports {
            for var suite in try Self.suites(of: root, path: path) {
                let name = suite[attribute: "name"] ?? ""
                if let first = origins[name] {
                    guard renamesDuplicates else {
                        throw JUnitMergeError(
                            message:
                                "the suite \"\(name)\" is in \(first) and again in \(path): its tests would count twice "
                                + "(merge each shard's report once, or pass --rename-duplicates to keep both)")
                    }
                    var renamed = "\(name) (\(path))"
                    var copy = 2
                    while origins[renamed] != nil {
                        renamed = "\(name) (\(path) #\(copy))"
                        copy += 1
                    }
                    suite.setAttribute("name", renamed)
                    origins[renamed] = path
                } else {
                    origins[name] = path
                }
                merged.append(suite)
            }
        }
        let totals = SuiteCounts.total(merged)
        return XMLElement(
            "testsuites", attributes: [XMLAttribute("name", "masthead")] + totals.attributes,
            children: merged.map(XMLNode.element))
    }

    /// The suites of a report: the children of `<testsuites>`, or a lone `<testsuite>` root.
    static func suites(of root: XMLElement, path: String) throws(JUnitMergeError) -> [XMLElement] {
        switch root.name {
        case "testsuites": return root.elements(named: "testsuite")
        case "testsuite": return [root]
        default:
            throw JUnitMergeError(
                message: "\(path): the root element is <\(root.name)>, not <testsuites> or <testsuite>")
        }
    }

    /// Timings from the merged testcases (`file` or `classname`, `name`, `time`), so a sharded CI
    /// job can refresh the timings its next run balances by.
    public static func timings(of root: XMLElement) -> Timings {
        var timings = Timings()
        func visit(_ element: XMLElement) {
            for child in element.elements {
                if child.name == "testcase" {
                    if let file = child[attribute: "file"] ?? child[attribute: "classname"],
                        let name = child[attribute: "name"],
                        let seconds = child[attribute: "time"].flatMap({ Double($0) }), seconds.isFinite, seconds >= 0
                    {
                        timings.seconds[ScenarioID.make(file: file, name: name)] = seconds
                    }
                } else {
                    visit(child)
                }
            }
        }
        visit(root)
        return timings
    }
}

/// tests, failures, errors, skipped and time of suites: their own attributes where they have
/// them, else counted from their testcases (and nested suites).
struct SuiteCounts {
    var tests = 0, failures = 0, errors = 0, skipped = 0
    var time = 0.0

    init(_ suite: XMLElement) {
        let testcases = suite.elements(named: "testcase")
        let nested = SuiteCounts.total(suite.elements(named: "testsuite"))
        func count(_ attribute: String, _ counted: () -> Int) -> Int {
            suite[attribute: attribute].flatMap { Int($0) } ?? counted()
        }
        tests = count("tests") { testcases.count + nested.tests }
        failures = count("failures") {
            testcases.filter { !$0.elements(named: "failure").isEmpty }.count + nested.failures
        }
        errors = count("errors") { testcases.filter { !$0.elements(named: "error").isEmpty }.count + nested.errors }
        skipped = count("skipped") {
            testcases.filter { !$0.elements(named: "skipped").isEmpty }.count + nested.skipped
        }
        time =
            suite[attribute: "time"].flatMap { Double($0) }
            ?? testcases.reduce(nested.time) { $0 + ($1[attribute: "time"].flatMap { Double($0) } ?? 0) }
    }

    private init() {}

    static func total(_ suites: [XMLElement]) -> SuiteCounts {
        suites.map(SuiteCounts.init).reduce(into: SuiteCounts()) { total, counts in
            total.tests += counts.tests
            total.failures += counts.failures
            total.errors += counts.errors
            total.skipped += counts.skipped
            total.time += counts.time
        }
    }

    var attributes: [XMLAttribute] {
        [
            XMLAttribute("tests", String(tests)), XMLAttribute("failures", String(failures)),
            XMLAttribute("errors", String(errors)), XMLAttribute("skipped", String(skipped)),
            XMLAttribute("time", Points.format(time)),
        ]
    }
}

public struct JUnitMergeError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
