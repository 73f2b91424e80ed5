#if canImport(Glibc)
    import Glibc
#endif

struct ProcessFailure: Error, CustomStringConvertible {
    let description: String
}

/// Runs a program and returns what it wrote to standard output (for checks against real tools:
/// lua5.4, prove, xmllint).
func runProcess(_ path: String, _ arguments: [String], input: String? = nil) throws -> String {
    var output: [Int32] = [0, 0]
    var inputPipe: [Int32] = [0, 0]
    guard pipe(&output) == 0, pipe(&inputPipe) == 0 else { throw ProcessFailure(description: "pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
    posix_spawn_file_actions_addclose(&actions, output[0])
    posix_spawn_file_actions_addclose(&actions, inputPipe[1])
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(output[1])
    close(inputPipe[0])
    guard status == 0 else {
        close(output[0])
        close(inputPipe[1])
        throw ProcessFailure(description: "cannot run \(path): \(String(cString: strerror(status)))")
    }
    if let input { _ = input.utf8CString.withUnsafeBufferPointer { write(inputPipe[1], $0.baseAddress, $0.count - 1) } }
    close(inputPipe[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    close(output[0])
    var exitStatus: Int32 = 0
    waitpid(pid, &exitStatus, 0)
    return String(decoding: bytes, as: UTF8.self)
}
