#if canImport(Glibc)
    import Glibc
#endif

/// The binary workers are started from: this very one when it is `masthead` (so a worker is
/// always the same build as its parent, wherever it was started from), else a `masthead` beside
/// it (a test bundle in the build folder, a tool that embeds `SuiteRunner` and ships the binary
/// next to its own). `RunOptions.workerExecutable` names another.
enum WorkerExecutable {
    static let current: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        let running = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if FileSystem.name(of: running) == "masthead" { return running }
        let beside = FileSystem.join(FileSystem.directory(of: running), "masthead")
        return access(beside, X_OK) == 0 ? beside : running
    }()
}
