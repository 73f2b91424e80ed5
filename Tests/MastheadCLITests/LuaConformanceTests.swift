import TestSupport
import Testing

/// Masthead's Lua against Debian's lua5.4, through the real binary: the differential tests of
/// Scripts/conformance.py (string patterns from a fixed seed, and the plain-Lua programs of
/// Tests/Fixtures/conformance/programs), and proof that each comparison catches a difference.
/// `make conformance` runs the same script with 100,000 pattern cases.
@Suite(.serialized, .needs(.python, .lua)) struct LuaConformanceTests {
    static let script = TestPackage.root + "/Scripts/conformance.py"
    static let programs = TestPackage.fixture("conformance/programs")

    @Test func fiveThousandPatternCasesGiveWhatLua54Gives() throws {
        let run = try Self.conformance(["--only", "strings", "--cases", "5000"])
        #expect(run.output.contains("strings: 5000 cases compared (seed 20261023), 0 differ"), "\(run.output)")
        #expect(run.output.hasSuffix("5000 passed, 0 failed\n"))
        #expect(run.status == 0)
    }

    @Test func everyPlainLuaProgramPrintsWhatLua54Prints() throws {
        let count = ScratchDirectory.names(in: Self.programs).filter { $0.hasSuffix(".lua") }.count
        #expect(count >= 6)
        let run = try Self.conformance(["--only", "programs"])
        #expect(run.output.contains("programs: \(count) programs compared, 0 differ"), "\(run.output)")
        #expect(run.status == 0)
    }

    /// The case broken inside Masthead only is the one difference reported, with both sides.
    @Test func aPatternCaseThatDiffersIsCaught() throws {
        let run = try Self.conformance(["--only", "strings", "--cases", "60", "--per-scenario", "25", "--fault", "37"])
        #expect(run.output.contains("strings: case 37 differs\n  lua5.4:   #37 s="), "\(run.output)")
        #expect(run.output.contains("strings: 60 cases compared (seed 20261023), 1 differ"))
        #expect(run.output.hasSuffix("59 passed, 1 failed\n"))
        #expect(run.status == 1)
    }

    /// A program whose output depends on the host (Masthead has `scenario`, lua5.4 has not) is
    /// reported, line and both sides; one that fails in Masthead is a problem, not a pass.
    @Test func aProgramThatDiffersIsCaught() throws {
        let folder = try ScratchDirectory(prefix: "masthead-conformance-programs")
        defer { folder.remove() }
        try folder.write("same.lua", "print(1 + 1)\n")
        try folder.write("host.lua", "print('first')\nprint(rawget(_G, 'scenario') ~= nil)\n")
        try folder.write("fails.lua", "print(string.rep('x', 3))\nif rawget(_G, 'expect') then error('boom', 0) end\n")
        let run = try Self.conformance(["--only", "programs", "--programs", folder.path])
        #expect(
            run.output.contains("programs: host.lua differs\n  output line 2\n  lua5.4:   false\n  masthead: true"),
            "\(run.output)")
        #expect(run.output.contains("masthead: programs/fails.lua › fails.lua failed: boom"))
        #expect(run.output.contains("programs: 3 programs compared, 1 differ"))
        #expect(run.status == 1)
    }

    @Test func aRunThatComparesNothingFails() throws {
        let folder = try ScratchDirectory(prefix: "masthead-conformance-empty")
        defer { folder.remove() }
        let run = try Self.conformance(["--only", "programs", "--programs", folder.path])
        #expect(run.output.contains("programs: no *.lua in"))
        #expect(run.status == 1)
    }

    static func conformance(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run(OutsideTool.python.path, [script, "--masthead", TestPackage.masthead] + arguments)
    }
}
