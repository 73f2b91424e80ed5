#if canImport(Glibc)
    import Glibc
#endif

/// What /proc says about processes: a test's way to see the workers a run started, and to check
/// that none is left afterwards, running or as a zombie.
package enum ProcessTable {
    /// The processes whose parent is `pid`.
    package static func children(of pid: pid_t) -> [pid_t] {
        ScratchDirectory.names(in: "/proc").compactMap { pid_t($0) }.filter { parent(of: $0) == pid }
    }

    /// Whether `/proc` still has the process (a zombie counts).
    package static func exists(_ pid: pid_t) -> Bool { access("/proc/\(pid)/stat", F_OK) == 0 }

    /// The parent of `pid`, from the fourth field of /proc/PID/stat (after the command's
    /// parentheses, which may hold spaces).
    static func parent(of pid: pid_t) -> pid_t? {
        guard let stat = try? ScratchDirectory.readText("/proc/\(pid)/stat"),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }
}
