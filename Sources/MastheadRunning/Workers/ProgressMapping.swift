import CWorkerShim

#if canImport(Glibc)
    import Glibc
#endif

/// The parent's side of a child's progress page (`CWorkerShim.h`): an anonymous shared file,
/// mapped here and handed to the child as a descriptor (`ProgressPage` maps it there).
final class ProgressMapping {
    let descriptor: Int32
    let page: UnsafeMutablePointer<mh_progress>

    init() throws(WorkerStartError) {
        let size = MemoryLayout<mh_progress>.size
        let descriptor = ChildSpawner.raised(mh_shared_page("masthead-progress", size))
        guard descriptor >= 0 else { throw WorkerStartError("cannot make a progress page", errno: errno) }
        guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), mapped != MAP_FAILED
        else {
            close(descriptor)
            throw WorkerStartError("cannot map a progress page", errno: errno)
        }
        self.descriptor = descriptor
        page = mapped.bindMemory(to: mh_progress.self, capacity: 1)
    }

    deinit {
        munmap(page, MemoryLayout<mh_progress>.size)
        close(descriptor)
    }

    /// The page as it stands.
    func read() -> mh_progress {
        var copy = mh_progress()
        mh_progress_read(page, &copy)
        return copy
    }

    /// Asks the child to take no new task: it finishes the one it runs and exits.
    func requestStop() { mh_progress_request_stop(page) }

    var stopRequested: Bool { mh_progress_stop_requested(page) != 0 }
}

/// A child could not be started (no pipes, no page, no binary).
struct WorkerStartError: Error, CustomStringConvertible {
    var description: String
    init(_ what: String, errno code: Int32) { description = "\(what): \(String(cString: strerror(code)))" }
}
