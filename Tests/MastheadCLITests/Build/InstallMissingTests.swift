import TestSupport
import Testing

/// Scripts/install-missing.sh, the Makefile's apt installs, against stand-ins for dpkg-query,
/// apt-get and sudo on PATH that log how they were called (the real ones would change this
/// machine): only what is missing is installed, never upgrading, in one line of output.
@Suite struct InstallMissingTests {
    /// A folder of stand-ins: `installed` are the packages dpkg-query reports installed, and
    /// `simulation` is what `apt-get install -s` prints.
    static func tools(installed: [String], simulation: String) throws -> TemporaryDirectory {
        let bin = try TemporaryDirectory()
        let calls = bin.path + "/calls"
        try bin.write(
            "dpkg-query",
            """
            #!/bin/sh
            for p in \(installed.joined(separator: " ")); do [ "$3" = "$p" ] && { printf 'ii '; exit 0; }; done
            printf 'un '
            """)
        try bin.write(
            "apt-get",
            """
            #!/bin/sh
            echo "apt-get $*" >> \(calls)
            case "$*" in *" -s "*) printf '%s\\n' "\(simulation)";; esac
            echo "Selecting previously unselected package x."
            """)
        try bin.write("sudo", "#!/bin/sh\necho \"sudo $1\" >> \(calls)\nexec \"$@\"\n")
        try bin.write("id", "#!/bin/sh\necho 1000\n")
        for name in ["dpkg-query", "apt-get", "sudo", "id"] {
            _ = try Subprocess.run("/bin/chmod", ["+x", bin.path + "/" + name])
        }
        return bin
    }

    /// `upgrades`: the value of MASTHEAD_APT_UPGRADES (none by default, whatever the test's own).
    static func install(_ packages: [String], with bin: TemporaryDirectory, upgrades: String = "") throws
        -> Subprocess.Result
    {
        try Subprocess.run(
            "/usr/bin/env",
            [
                "PATH=\(bin.path):/usr/bin:/bin", "MASTHEAD_APT_UPGRADES=\(upgrades)",
                TestPackage.root + "/Scripts/install-missing.sh",
            ] + packages)
    }

    @Test func onlyTheMissingOnesAreInstalledWithoutUpgradesOrRecommends() throws {
        let bin = try Self.tools(installed: ["lua5.4", "perl"], simulation: "Inst chromium (120.0 Debian:12 [amd64])")
        defer { bin.remove() }
        let result = try Self.install(["lua5.4", "chromium", "perl", "fonts-inter"], with: bin)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "installing the missing Debian packages: chromium fonts-inter\n")
        let calls = try TemporaryDirectory.readText(bin.path + "/calls").split(separator: "\n")
        #expect(
            calls == [
                "sudo apt-get", "apt-get update -qq",
                "apt-get install -s --no-upgrade --no-install-recommends chromium fonts-inter", "sudo env",
                "apt-get install -y -qq --no-upgrade --no-install-recommends chromium fonts-inter",
            ])
    }

    @Test func nothingMissingRunsNoApt() throws {
        let bin = try Self.tools(installed: ["lua5.4"], simulation: "")
        defer { bin.remove() }
        let result = try Self.install(["lua5.4"], with: bin)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
        #expect(bin.files() == ["apt-get", "dpkg-query", "id", "sudo"], "apt was called")
    }

    @Test func anInstallThatWouldUpgradeAPackageIsRefusedAndNamesIt() throws {
        let bin = try Self.tools(
            installed: [], simulation: "Inst libxml2 [2.9.14+dfsg-1.3] (2.9.14+dfsg-1.3+deb12u1 Debian:12 [amd64])")
        defer { bin.remove() }
        let result = try Self.install(["libxml2-utils"], with: bin)
        #expect(result.status == 2)
        #expect(
            result.output.contains(
                "installing libxml2-utils would upgrade libxml2 2.9.14+dfsg-1.3; install them yourself if that is fine"),
            "\(result.output)")
        let calls = try TemporaryDirectory.readText(bin.path + "/calls")
        #expect(!calls.contains("-y"), "it installed: \(calls)")
    }

    /// On a throwaway machine (.ci/run) the upgrade a new package needs goes ahead, named.
    @Test func anUpgradeGoesAheadWhereTheOwnerAllowsIt() throws {
        let bin = try Self.tools(
            installed: [], simulation: "Inst libxml2 [2.9.14+dfsg-1.3] (2.9.14+dfsg-1.3+deb12u1 Debian:12 [amd64])")
        defer { bin.remove() }
        let result = try Self.install(["libxml2-utils"], with: bin, upgrades: "yes")
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output.contains("MASTHEAD_APT_UPGRADES=yes, so this also upgrades libxml2 2.9.14+dfsg-1.3"),
            "\(result.output)")
        let calls = try TemporaryDirectory.readText(bin.path + "/calls")
        #expect(calls.contains("apt-get install -y -qq --no-upgrade --no-install-recommends libxml2-utils"), "\(calls)")
    }
}
