/// The hostile corpus (Tests/Fixtures/hostile): its files, what each must fail with, and the
/// limits it runs under, for the tests that run it through the binary, traced and untraced.
package enum HostileCorpus {
    /// Two files run until the time limit (long C calls, few instructions); every other one must
    /// end by count or memory long before it, however busy the machine (a debug build under load
    /// took over 2 s for the thousand-field `set`), so the limit is generous and no duration is
    /// checked against the clock: a scenario that ran on would end at the limit with the wrong message.
    package static let limits = [
        "--timeout", "20", "--max-instructions", "2000000", "--max-memory", "32", "--jobs", "2",
        "--plugins", "Tests/Fixtures/plugins/hostile/providers",
    ]

    /// What the file's failure must say: its `-- expect:` line (the binary chunk has none).
    package static func expectation(of path: String) throws -> String {
        let text = try ScratchDirectory.readText(TestPackage.root + "/" + path)
        guard text.hasPrefix("-- expect: ") else { return "attempt to load a binary chunk" }
        return String(text.dropFirst("-- expect: ".count).prefix { $0 != "\n" })
    }

    package static func hostileFiles(_ folder: String) -> [String] {
        TestPackage.luaFiles(under: folder.contains("/") ? folder : "Tests/Fixtures/hostile/\(folder)").keys.filter {
            !$0.hasSuffix("ordinary.lua")
        }
        .sorted()
    }
}
