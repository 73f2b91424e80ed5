import CWorkerShim

#if canImport(Glibc)
    import Glibc
#endif

/// One worker process as the parent holds it: the child itself (the same binary, started as
/// `masthead __worker`), the pipes to it, and its progress page.
///
/// File descriptors in the child: 0 /dev/null; 1 and 2 a pipe the parent keeps the tail of (for a
/// crash's last words); 3 requests; 4 replies; 5 the progress page. The child runs in its own
/// process group, so a terminal's Ctrl-C reaches only the parent, which decides what happens to
/// the workers; and it dies with the parent (`mh_die_with_parent`).
final class WorkerProcess {
    let pid: pid_t
    /// The parent's end of the requests pipe; -1 once closed.
    private(set) var requests: Int32
    let replies: Int32
    let errors: Int32
    let progress: ProgressMapping
    var channel = FrameChannel()
    /// The last bytes the worker wrote to its standard error.
    private(set) var errorTail: [UInt8] = []
    /// Tasks sent and not yet answered, oldest first (the first is running, or about to).
    var inFlight: [Int] = []
    /// Files this worker has been sent the bytes of.
    var knownFiles = Set<String>()
    /// Whether it has sent `.ready`.
    var isReady = false
    /// Whether it has answered a task: a fresh worker has not.
    var hasAnswered = false
    /// When the parent last read its memory use.
    var lastMemoryCheck: UInt64 = 0
    private(set) var exitStatus: Int32?

    static let errorTailLimit = 8 << 10

    /// The page's descriptor, and no backtrace on a crash unless the user asked for one: the
    /// Swift runtime's backtracer takes a tenth of a second and buries the fatal error's line.
    static var environment: [String: String] {
        var variables = [ProgressPage.variable: String(descriptors.progress)]
        if getenv("SWIFT_BACKTRACE") == nil { variables["SWIFT_BACKTRACE"] = "enable=no" }
        return variables
    }
    static let descriptors: (requests: Int32, replies: Int32, progress: Int32) = (3, 4, 5)

    /// Starts a worker and queues `setup` for it.
    init(executable: String, setup: WorkerSetup) throws(WorkerStartError) {
        progress = try ProgressMapping()
        let request = try ChildSpawner.pipe()
        let reply = try ChildSpawner.pipe()
        let stderr = try ChildSpawner.pipe()
        let nothing = ChildSpawner.raised(open("/dev/null", O_RDONLY | O_CLOEXEC))
        defer {
            [nothing, request.read, reply.write, stderr.write].forEach { close($0) }
        }
        do {
            pid = try ChildSpawner.spawn(
                executable, arguments: [WorkerMain.command],
                descriptors: [
                    (nothing, 0), (stderr.write, 1), (stderr.write, 2), (request.read, Self.descriptors.requests),
                    (reply.write, Self.descriptors.replies), (progress.descriptor, Self.descriptors.progress),
                ],
                environment: Self.environment, ownProcessGroup: true)
        } catch {
            [request.write, reply.read, stderr.read].forEach { close($0) }
            throw error
        }
        requests = request.write
        replies = reply.read
        errors = stderr.read
        for descriptor in [requests, replies, errors] {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        var writer = WireWriter()
        writer.write(setup)
        channel.queue(writer.bytes)
    }

    deinit {
        terminate()
        closeRequests()
        close(replies)
        close(errors)
    }

    func send(_ request: WorkerRequest) {
        var writer = WireWriter()
        writer.write(request)
        channel.queue(writer.bytes)
        inFlight.append(request.task)
    }

    /// Writes what is queued; false when the worker is gone.
    func flush() -> Bool { channel.flush(to: requests) }

    /// Closes the requests pipe: the worker reads the end of its input and exits.
    func closeRequests() {
        guard requests >= 0 else { return }
        close(requests)
        requests = -1
    }

    /// Keeps the tail of what the worker wrote to standard error.
    func drainErrors() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            errorTail.append(contentsOf: buffer[0..<count])
            if errorTail.count > Self.errorTailLimit { errorTail.removeFirst(errorTail.count - Self.errorTailLimit) }
        }
    }

    func readProgress() -> mh_progress { progress.read() }

    func requestStop() { progress.requestStop() }

    /// Resident memory in bytes, nil when it cannot be read.
    var residentBytes: Int? { ProcessMemory.resident(of: pid) }

    /// Kills the worker (if it still runs) and reaps it; its exit status stays readable.
    func terminate() {
        guard exitStatus == nil else { return }
        exitStatus = ChildSpawner.reap(pid, kill: true)
    }

    /// Waits for the worker to exit, for up to `seconds`; true when it has. The end of its
    /// replies pipe says when it is gone (it holds the only writing end), so the wait is no
    /// longer than the exit.
    func waitForExit(seconds: Double) -> Bool {
        let deadline = mh_monotonic_ns() + UInt64(seconds * 1e9)
        while exitStatus == nil {
            if let status = ChildSpawner.reapIfEnded(pid) {
                exitStatus = status
                return true
            }
            let now = mh_monotonic_ns()
            if now >= deadline { return false }
            var scratch = [UInt8](repeating: 0, count: 4096)
            var hangUp = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            if poll(&hangUp, 1, Int32(min((deadline - now) / 1_000_000 + 1, 10))) > 0 {
                // Replies nobody asked for any more (a worker stopping mid-run) are dropped.
                if read(replies, &scratch, scratch.count) == 0 { usleep(50) }
            }
        }
        return true
    }
}

/// A process's resident memory, from /proc.
enum ProcessMemory {
    static func resident(of pid: pid_t) -> Int? {
        let descriptor = open("/proc/\(pid)/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * pageSize
    }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
}
