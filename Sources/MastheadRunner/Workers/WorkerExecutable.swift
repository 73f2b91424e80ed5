#if canImport(Glibc)
    import Glibc
#endif

/// The binary workers are started from: this very one, as the kernel names it (so a worker is
/// always the same build as its parent, wherever it was started from).
enum WorkerExecutable {
    static let current: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}
