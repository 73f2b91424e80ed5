#if canImport(Glibc)
    import Glibc
#endif

/// A program run from a test as a child process (posix_spawn): standard output and error go to
/// files, so a chatty child cannot block on a full pipe; a child that outlives its deadline is
/// killed, so a hang fails the test instead of stalling it.
package final class ChildProcess {
    package struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        package var status: Int32
        /// The signal that ended it, if one did.
        package var signal: Int32?
        package var output: String
        package var errors: String
        /// Wall-clock seconds from spawn to exit.
        package var seconds: Double
        package var timedOut: Bool
    }

    package let pid: pid_t
    private let scratch: ScratchDirectory
    private let started: Double
    private var finished: Result?

    /// Starts `path` with `arguments` in `directory` (nil: the test's own), with `environment`
    /// added to the test's. `prefix` runs before the program (`["/usr/bin/prlimit", "--fsize=4096", "--"]`);
    /// `output` is a file for standard output instead of a captured one (`/dev/full`).
    package init(
        _ path: String, _ arguments: [String], directory: String? = nil, environment: [String: String] = [:],
        prefix: [String] = [], output: String? = nil
    ) throws {
        scratch = try ScratchDirectory(prefix: "masthead-child")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, output ?? scratch.path + "/stdout", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, scratch.path + "/stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // posix_spawn's chdir action is not visible to Swift; GNU env changes the folder instead.
        let command = (directory.map { ["/usr/bin/env", "-C", $0] } ?? []) + prefix + [path] + arguments
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var variables = Self.environment()
        for (key, value) in environment { variables[key] = value }
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        // The child starts with no signal blocked and default handlers (a test runner's threads
        // may block SIGINT, and the mask would be inherited).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        var defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGXFSZ] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child = pid_t()
        let status = posix_spawn(&child, command[0], &actions, &attributes, argv, envp)
        guard status == 0 else {
            scratch.remove()
            throw SupportError("cannot run \(command[0]): \(String(cString: strerror(status)))")
        }
        pid = child
        started = Self.now()
    }

    deinit {
        if finished == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        scratch.remove()
    }

    /// Runs to the end (or `timeout`) and returns what happened.
    package static func run(
        _ path: String, _ arguments: [String], directory: String? = nil, environment: [String: String] = [:],
        prefix: [String] = [], output: String? = nil, timeout: Double = 120
    ) throws -> Result {
        try ChildProcess(
            path, arguments, directory: directory, environment: environment, prefix: prefix, output: output
        )
        .wait(timeout: timeout)
    }

    package func send(_ signal: Int32) { kill(pid, signal) }

    /// What it has written to standard output so far.
    package var outputSoFar: String { (try? ScratchDirectory.readText(scratch.path + "/stdout")) ?? "" }

    /// What it has written to standard error so far.
    package var errorsSoFar: String { (try? ScratchDirectory.readText(scratch.path + "/stderr")) ?? "" }

    /// Waits until `condition` holds of standard output and error so far (true), or `timeout`
    /// seconds pass (false). The child is not reaped: `wait` still gives its end.
    package func waitUntil(timeout: Double = 60, _ condition: (_ output: String, _ errors: String) -> Bool) -> Bool {
        let deadline = Self.now() + timeout
        while Self.now() < deadline {
            if condition(outputSoFar, errorsSoFar) { return true }
            usleep(20_000)
        }
        return condition(outputSoFar, errorsSoFar)
    }

    /// Waits for the exit; kills the child after `timeout` seconds.
    package func wait(timeout: Double = 120) throws -> Result {
        if let finished { return finished }
        var status: Int32 = 0
        var timedOut = false
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if done < 0 && errno != EINTR { throw SupportError("waitpid failed: \(errno)") }
            if Self.now() - started > timeout {
                timedOut = true
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(5_000)
        }
        let signal = (status & 0x7F) == 0 ? nil : status & 0x7F
        let result = Result(
            status: signal.map { 128 + $0 } ?? (status >> 8) & 0xFF, signal: signal,
            output: (try? ScratchDirectory.readText(scratch.path + "/stdout")) ?? "",
            errors: try ScratchDirectory.readText(scratch.path + "/stderr"), seconds: Self.now() - started,
            timedOut: timedOut)
        finished = result
        return result
    }

    /// Waits until standard output contains `text` (true) or `timeout` passes (false).
    package func waitForOutput(containing text: String, timeout: Double) -> Bool {
        let deadline = Self.now() + timeout
        while Self.now() < deadline {
            if outputSoFar.contains(text) { return true }
            usleep(10_000)
        }
        return false
    }

    static func environment() -> [String: String] {
        var variables: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return variables
    }

    package static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

package struct SupportError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
