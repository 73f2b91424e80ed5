#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MastheadTestSupport

/// Runs real consumers of the renderings (python's JSON parser, xmllint, Chromium) from tests,
/// through posix_spawn: input comes from a file and output (stdout and stderr together) goes to
/// one, so a chatty program cannot block on a full pipe.
enum Subprocess {
    struct Result {
        var status: Int32
        var output: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func exists(_ path: String) -> Bool { access(path, X_OK) == 0 }

    /// The first executable called `name` on PATH (then in /usr/bin), or nil.
    static func find(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        return directories.map { $0 + "/" + name }.first(where: exists)
    }

    /// The package's root folder, found from this file's path.
    static let packageRoot: String = {
        let file = #filePath
        guard let range = file.firstRange(of: "/Tests/MastheadRenderTests/") else { return "." }
        return String(file[..<range.lowerBound])
    }()

    /// Runs `path` with `arguments`, `input` on its standard input, and waits for it.
    static func run(_ path: String, _ arguments: [String], input: String = "") throws -> Result {
        let directory = try ScratchDirectory(prefix: "masthead-render")
        defer { directory.remove() }
        let inputPath = directory.path + "/stdin", outputPath = directory.path + "/output"
        try ScratchDirectory.writeText(input, to: inputPath)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot run \(path): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed: \(errno)") }
        }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = String(decoding: try ScratchDirectory.readBytes(outputPath), as: UTF8.self)
        return Result(status: exitStatus, output: output)
    }
}
