import MastheadRunning
import MastheadText

/// Merges JUnit reports into one: the reports of a sharded CI job, or of any tools. Every
/// `<testsuite>` of every report is kept as it was, in the order given; the new
/// `<testsuites>` carries the summed counts and time.
///
/// Two suites with the same name would show one file's scenarios twice (the same shard merged
/// twice, or unsharded reports of one suite), so that is refused, naming both reports, unless
/// `renamesDuplicates`: then the later suite becomes `name (path/of/report.xml)`.
package struct JUnitMerge {
    package var renamesDuplicates = false

    package init(renamesDuplicates: Bool = false) {
        self.renamesDuplicates = renamesDuplicates
    }

    /// Reads and parses one report; errors name the file.
    package static func read(_ path: String) throws(JUnitMergeError) -> XMLElement {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(path, limit: .report)
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
    package func merge(_ reports: [(path: String, root: XMLElement)]) throws(JUnitMergeError) -> XMLElement {
        var merged: [XMLElement] = []
        var origins: [String: String] = [:]
        var copies: [String: Int] = [:]
        for (path, root) in reports {
            for var suite in try Self.suites(of: root, path: path).map(Self.withValidTimes) {
                let name = suite[attribute: "name"] ?? ""
                if let first = origins[name] {
                    guard renamesDuplicates else {
                        throw JUnitMergeError(
                            message:
                                "the suite \"\(name)\" is in \(first) and again in \(path): its tests would count twice "
                                + "(merge each shard's report once, or pass --rename-duplicates to keep both)")
                    }
                    var renamed = "\(name) (\(path))"
                    // Numbered from where the last copy of this name left off, not from 2 again.
                    var copy = copies[renamed] ?? 2
                    let base = renamed
                    while origins[renamed] != nil {
                        renamed = "\(name) (\(path) #\(copy))"
                        copy += 1
                    }
                    copies[base] = copy
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

    /// The element with every `time` of its suites and testcases that is not a finite number of
    /// seconds from 0 (`inf`, `nan`, `-1`, `soon`) left out: the merged report is read by tools
    /// that expect a number there. (XMLReader keeps the nesting under 256 levels.)
    static func withValidTimes(_ element: XMLElement) -> XMLElement {
        var checked = element
        if element.name == "testsuite" || element.name == "testcase", let time = element[attribute: "time"],
            SuiteCounts.seconds(time) == nil
        {
            checked.attributes.removeAll { $0.name == "time" }
        }
        checked.children = element.children.map { child in
            if case .element(let inner) = child { return .element(withValidTimes(inner)) }
            return child
        }
        return checked
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
    package static func timings(of root: XMLElement) -> Timings {
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
///
/// Reports come from any tool, so what they say is checked: a count that is not a whole number
/// from 0, or a time that is not a finite number of seconds from 0 (`inf`, `nan`, `-1`), is read
/// as absent; sums stop at the largest count and at `maximumSeconds` rather than overflow.
struct SuiteCounts {
    var tests = 0, failures = 0, errors = 0, skipped = 0
    var time = 0.0

    /// A time past a thousand years is a broken report; the sum is held there.
    static let maximumSeconds = 3e10

    init(_ suite: XMLElement) {
        let testcases = suite.elements(named: "testcase")
        let nested = SuiteCounts.total(suite.elements(named: "testsuite"))
        func count(_ attribute: String, _ counted: () -> Int) -> Int {
            suite[attribute: attribute].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil } ?? counted()
        }
        tests = count("tests") { Self.sum(testcases.count, nested.tests) }
        failures = count("failures") {
            Self.sum(testcases.filter { !$0.elements(named: "failure").isEmpty }.count, nested.failures)
        }
        errors = count("errors") {
            Self.sum(testcases.filter { !$0.elements(named: "error").isEmpty }.count, nested.errors)
        }
        skipped = count("skipped") {
            Self.sum(testcases.filter { !$0.elements(named: "skipped").isEmpty }.count, nested.skipped)
        }
        time =
            Self.seconds(suite[attribute: "time"])
            ?? testcases.reduce(nested.time) { Self.sum($0, Self.seconds($1[attribute: "time"]) ?? 0) }
    }

    /// A time attribute's seconds, when it is a finite number from 0.
    static func seconds(_ text: String?) -> Double? {
        guard let value = text.flatMap({ Double($0) }), value.isFinite, value >= 0 else { return nil }
        return min(value, maximumSeconds)
    }

    static func sum(_ a: Double, _ b: Double) -> Double { min(a + b, maximumSeconds) }

    static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : total
    }

    private init() {}

    static func total(_ suites: [XMLElement]) -> SuiteCounts {
        suites.map(SuiteCounts.init).reduce(into: SuiteCounts()) { total, counts in
            total.tests = sum(total.tests, counts.tests)
            total.failures = sum(total.failures, counts.failures)
            total.errors = sum(total.errors, counts.errors)
            total.skipped = sum(total.skipped, counts.skipped)
            total.time = sum(total.time, counts.time)
        }
    }

    var attributes: [XMLAttribute] {
        [
            XMLAttribute("tests", String(tests)), XMLAttribute("failures", String(failures)),
            XMLAttribute("errors", String(errors)), XMLAttribute("skipped", String(skipped)),
            XMLAttribute("time", DecimalText.format(time)),
        ]
    }
}

package struct JUnitMergeError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
