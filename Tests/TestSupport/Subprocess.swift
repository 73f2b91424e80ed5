#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs real consumers of Masthead's output (python's JSON parser, xmllint, Chromium) from tests,
/// through posix_spawn: input comes from a file and output (stdout and stderr together) goes to
/// one, so a chatty program cannot block on a full pipe.
package enum Subprocess {
    package struct Result: Sendable {
        package var status: Int32
        /// Standard output, with standard error mixed in unless they were asked apart.
        package var output: String
        /// Standard error when asked apart (`separateErrors`); "" otherwise.
        package var errors: String = ""
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
        package init(description: String) { self.description = description }
    }

    package static func exists(_ path: String) -> Bool { access(path, X_OK) == 0 }

    /// The first executable called `name` on PATH (then in /usr/bin), or nil.
    package static func find(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        return directories.map { $0 + "/" + name }.first(where: exists)
    }

    /// The package's root folder, found from this file's path.
    package static let packageRoot: String = {
        let file = #filePath
        guard let range = file.firstRange(of: "/Tests/TestSupport/") else { return "." }
        return String(file[..<range.lowerBound])
    }()

    /// Runs `path` with `arguments`, `input` on its standard input, and waits for it.
    /// `environment` adds to (or replaces) this process's variables; a nil value removes one.
    /// `separateErrors` keeps standard error apart, in `Result.errors`.
    package static func run(
        _ path: String, _ arguments: [String], input: String = "", environment: [String: String?] = [:],
        separateErrors: Bool = false
    ) throws -> Result {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let inputPath = directory.path + "/stdin"
        let outputPath = directory.path + "/output"
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
        var pid = pid_t()
        var variables: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if !environment.keys.contains(where: { text.hasPrefix($0 + "=") }) { variables.append(text) }
            pointer += 1
        }
        variables += environment.compactMap { name, value in value.map { "\(name)=\($0)" } }
        let envp = variables.map { strdup($0) } + [nil]
        defer { for pointer in envp { free(pointer) } }
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
}

/// The scratch folder under the name the render and runner tests use.
package typealias TemporaryDirectory = ScratchDirectory

extension ScratchDirectory {
    package init() throws { try self.init(prefix: "masthead-test") }

    package static func write(_ bytes: [UInt8], to path: String) throws { try writeBytes(bytes, to: path) }
    package static func write(_ text: String, to path: String) throws { try writeText(text, to: path) }
    package static func read(_ path: String) throws -> [UInt8] { try readBytes(path) }

    package static func makeFolder(_ path: String) throws {
        guard mkdir(path, 0o755) == 0 else { throw SupportError("cannot create \(path): \(errno)") }
    }
}
