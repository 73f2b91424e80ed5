#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs real consumers of Masthead's output from tests (python's parsers, xmllint, prove,
/// Chromium, the `masthead` binary itself) through posix_spawn: input comes from a file and
/// output goes to files, so a chatty program cannot block on a full pipe.
public enum Subprocess {
    public struct Result: Sendable {
        public var status: Int32
        /// Standard output (with standard error mixed in, unless they were asked apart).
        public var output: String
        /// Standard error, when asked apart; "" otherwise.
        public var errors: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    public static func exists(_ path: String) -> Bool { access(path, X_OK) == 0 }

    /// The first executable called `name` on PATH (then in /usr/bin), or nil.
    public static func find(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        return directories.map { $0 + "/" + name }.first(where: exists)
    }

    /// The package's root folder, found from this file's path.
    public static let packageRoot: String = {
        let file = #filePath
        guard let range = file.firstRange(of: "/Tests/Support/") else { return "." }
        return String(file[..<range.lowerBound])
    }()

    /// Runs `path` with `arguments` and `input` on its standard input, and waits for it.
    /// `environment` entries replace or add to this process's (a nil value removes one);
    /// `separateErrors` keeps standard error apart in `Result.errors`.
    public static func run(
        _ path: String, _ arguments: [String], input: String = "", environment: [String: String?] = [:],
        separateErrors: Bool = false
    ) throws -> Result {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let inputPath = directory.path + "/stdin", outputPath = directory.path + "/output"
        let errorsPath = directory.path + "/errors"
        try TemporaryDirectory.write(Array(input.utf8), to: inputPath)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if separateErrors {
            posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp = mergedEnvironment(environment).map { strdup($0) } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw Failure(description: "cannot run \(path): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed: \(errno)") }
        }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = String(decoding: try TemporaryDirectory.read(outputPath), as: UTF8.self)
        let errors = separateErrors ? String(decoding: try TemporaryDirectory.read(errorsPath), as: UTF8.self) : ""
        return Result(status: exitStatus, output: output, errors: errors)
    }

    /// This process's environment as `NAME=value` entries, with `changes` applied.
    private static func mergedEnvironment(_ changes: [String: String?]) -> [String] {
        var entries: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            let name = String(text.prefix { $0 != "=" })
            if changes[name] == nil { entries.append(text) }
            pointer += 1
        }
        for (name, value) in changes.sorted(by: { $0.key < $1.key }) {
            if let value { entries.append("\(name)=\(value)") }
        }
        return entries
    }
}
