import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile files around a suite, made in a scratch folder (FIFOs, devices and links cannot be
/// checked in), run through the real binary under a generous deadline: every file Masthead reads
/// back is refused by what it is, the run goes on and ends (a FIFO used to hang it until its time
/// limit or for ever, `/dev/zero` to fill a worker's memory).
@Suite("Generated hostile files", .serialized)
struct GeneratedHostileFilesTests {
    private static let property = """
        property("counts stay counts", { runs = 5 }, function(any)
          expect(any.integer(0, 9) >= 0):to_be(true)
        end)

        """
    private static let example = ".masthead/examples/s/p.lua/counts-stay-counts.txt"

    private static func masthead(_ arguments: [String], in folder: ScratchDirectory) throws -> ChildProcess.Result {
        try GeneratedHostileTests.masthead(arguments, in: folder.path, timeout: 90)
    }

    /// A remembered case that is a FIFO, a link to /dev/zero, a folder or 2 MB: a problem named
    /// with what it is; the property still runs and passes.
    @Test(arguments: ["fifo", "zero", "folder", "huge"])
    func aBadRememberedCaseIsAProblemAndThePropertyStillPasses(_ kind: String) throws {
        let folder = try ScratchDirectory(prefix: "hostile-example")
        defer { folder.remove() }
        try folder.write("s/p.lua", Self.property)
        let path = folder.path + "/" + Self.example
        try folder.write(Self.example, "")
        unlink(path)
        switch kind {
        case "fifo": #expect(mkfifo(path, 0o644) == 0)
        case "zero": #expect(symlink("/dev/zero", path) == 0)
        case "folder": #expect(mkdir(path, 0o755) == 0)
        default: try folder.write(Self.example, String(repeating: "7\n", count: 1 << 20))
        }
        let result = try Self.masthead(["run", "s", "--reporter", "tap"], in: folder)
        #expect(result.output.contains("ok 2 - s/p.lua › counts stay counts"), "\(result.output)")
        let what = [
            "fifo": "is a FIFO, not a regular file", "zero": "is a character device, not a regular file",
            "folder": "is a directory, not a regular file",
            "huge": "is 2,097,152 bytes, more than the 1,048,576 read for a property's remembered case",
        ][kind]!
        #expect(result.output.contains("cannot read \(Self.example): \(what)"), "\(result.output)")
        #expect(result.status == 2)
    }

    /// A scenario file, a helper, a snapshot reference that are FIFOs; `show-trace`, `merge-junit`
    /// and `--timings` given a FIFO: each refused by what it is, none waits.
    @Test func fifosWhereFilesAreReadAreRefusedByWhatTheyAre() throws {
        let folder = try ScratchDirectory(prefix: "hostile-fifos")
        defer { folder.remove() }
        try folder.write("s/ok.lua", "scenario(\"ok\", function() expect(1):to_be(1) end)\n")
        try folder.write(
            "s/needs.lua", "scenario(\"needs\", function() local h = require(\"_pipe\") end)\n")
        try folder.write(
            "s/snap.lua",
            """
            scenario("snap", function()
              expect(greeting_header { profile = profile.sample, unread = 3 }):to_match_snapshot("x")
            end)

            """)
        try folder.write("s/__snapshots__/snap.lua/snap.x.svg", "")
        for fifo in [
            "s/pipe.lua", "s/_pipe.lua", "s/__snapshots__/snap.lua/snap.x.text.txt", "trace.html", "j.xml", "t.txt",
        ] {
            unlink(folder.path + "/" + fifo)
            #expect(mkfifo(folder.path + "/" + fifo, 0o644) == 0)
        }
        let run = try Self.masthead(["run", "s", "--timings", "t.txt"], in: folder)
        #expect(run.status == 2)
        for refused in [
            "s/pipe.lua", "s/_pipe.lua", "s/__snapshots__/snap.lua/snap.x.text.txt", "t.txt",
        ] {
            #expect(run.output.contains("\(refused): is a FIFO, not a regular file"), "\(refused): \(run.output)")
        }
        let trace = try Self.masthead(["show-trace", "trace.html"], in: folder)
        #expect(trace.status == 2)
        #expect(trace.errors.contains("cannot read trace.html: is a FIFO, not a regular file"), "\(trace.errors)")
        let merge = try Self.masthead(["merge-junit", "j.xml"], in: folder)
        #expect(merge.status == 2)
        #expect(merge.errors.contains("j.xml: is a FIFO, not a regular file"), "\(merge.errors)")
    }

    /// Links out of the suite: a scenario file, a folder of scenarios, a helper, a snapshot
    /// reference, a remembered case and a plugin leading to a file outside. Each is refused by
    /// name and nothing of the outside file reaches a report.
    @Test func linksThatLeaveTheSuiteAreRefusedAndNothingOutsideReachesTheReports() throws {
        let folder = try ScratchDirectory(prefix: "hostile-links")
        defer { folder.remove() }
        try folder.write("outside/secret.lua", "scenario(\"password=hunter2\", function() end)\n")
        try folder.write("outside/_helper.lua", "return \"password=hunter2\"\n")
        try folder.write("s/needs.lua", "scenario(\"needs\", function() expect(require(\"_helper\")):to_be(1) end)\n")
        try folder.write(
            "s/snap.lua",
            """
            scenario("snap", function()
              expect(greeting_header { profile = profile.sample, unread = 3 }):to_match_snapshot("x")
            end)

            """)
        try folder.write("s/p.lua", Self.property)
        try folder.write("Plugins/.keep", "")
        try folder.write("s/__snapshots__/snap.lua/.keep", "")
        try folder.write(".masthead/examples/s/p.lua/.keep", "")
        let secret = folder.path + "/outside/secret.lua"
        for link in [
            "s/leak.lua", "s/_helper.lua", "s/__snapshots__/snap.lua/snap.x.text.txt",
            "s/__snapshots__/snap.lua/snap.x.voiceover.txt", "s/__snapshots__/snap.lua/snap.x.svg", Self.example,
            "Plugins/evil.lua",
        ] {
            #expect(symlink(secret, folder.path + "/" + link) == 0)
        }
        #expect(symlink(folder.path + "/outside", folder.path + "/s/away") == 0)
        let result = try Self.masthead(
            [
                "run", "s", "--record", "never", "--reporter", "pretty", "--reporter", "junit:r.xml", "--reporter",
                "json:r.json", "--html",
                "r.html",
            ],
            in: folder)
        #expect(result.status == 2)
        for refused in [
            "s/leak.lua", "s/away/secret.lua", "s/_helper.lua", "s/__snapshots__/snap.lua/snap.x.text.txt",
            Self.example,
            "Plugins/evil.lua",
        ] {
            #expect(
                result.output.contains("\(refused): it is a link that leads out of"), "\(refused): \(result.output)")
        }
        #expect(result.output.contains("✓ counts stay counts"), "\(result.output)")
        for report in ["r.xml", "r.json", "r.html"] {
            #expect(!(try ScratchDirectory.readText(folder.path + "/" + report)).contains("hunter2"), "\(report)")
        }
        #expect(!result.output.contains("hunter2"))
    }

    /// A scenario file whose name holds ESC ] 0; … BEL (a terminal title change): every
    /// terminal and line-based report shows it escaped (TAP and GitHub's commands wrote it raw).
    @Test(arguments: ["pretty", "tap", "github"])
    func aFileNameWithATitleSequenceReachesNoReportRaw(_ reporter: String) throws {
        let folder = try ScratchDirectory(prefix: "hostile-name")
        defer { folder.remove() }
        try folder.write("s/a\u{1B}]0;pwned\u{7}.lua", "scenario(\"fails\", function() expect(1):to_be(2) end)\n")
        let result = try Self.masthead(["run", "s", "--reporter", reporter], in: folder)
        #expect(result.status == 1)
        #expect(!HostileCorpusTests.hasControlCharacters(result.output + result.errors), "\(result.output)")
        #expect(result.output.contains("x1b]0;pwned"), "\(result.output)")
    }
}
