import TestSupport

/// Scenario folders for the fault tests, and the checks they share.
package enum FaultFixtures {
    /// A folder of `count` files with one scenario each that runs `iterations` empty loop
    /// turns (about 0.3 s per 3e7 on this machine, with Debian's liblua).
    package static func slowSuite(count: Int, iterations: String = "3e7") throws -> ScratchDirectory {
        let folder = try ScratchDirectory(prefix: "masthead-slow")
        for index in 1...count {
            let name = index < 10 ? "0\(index)" : "\(index)"
            try folder.write(
                "suite/s\(name).lua", "scenario(\"slow \(name)\", function()\n  for i = 1, \(iterations) do end\nend)\n"
            )
        }
        return folder
    }

    /// A folder with one passing and one failing scenario, whose report is a few hundred bytes.
    package static func smallSuite() throws -> ScratchDirectory {
        let folder = try ScratchDirectory(prefix: "masthead-small")
        try folder.write("suite/passes.lua", "scenario(\"passes\", function() expect(1):to_be(1) end)\n")
        try folder.write(
            "suite/fails.lua",
            "scenario(\"fails\", function() expect(\"" + String(repeating: "long ", count: 200) + "\"):to_be(2) end)\n")
        return folder
    }

    /// Temporary files `FileSystem.writeAtomically` would leave if a write stopped half-way.
    package static func leftovers(in folder: String) -> [String] {
        ScratchDirectory.names(in: folder).filter { $0.contains(".tmp-") }
    }

    package static func masthead(
        _ arguments: [String], directory: String? = nil, prefix: [String] = [], output: String? = nil
    )
        throws
        -> ChildProcess.Result
    {
        try ChildProcess.run(
            TestPackage.masthead, arguments, directory: directory, prefix: prefix, output: output, timeout: 120)
    }
}
