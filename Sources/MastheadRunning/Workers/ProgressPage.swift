import CWorkerShim
import MastheadLua

#if canImport(Glibc)
    import Glibc
#endif

/// The child's side of the progress page (`CWorkerShim.h`): a worker or a guarded command says
/// here what it is doing, so the watching parent can hold it to a deadline and name the last
/// step of one it had to stop.
///
/// The parent passes the page's descriptor in `MASTHEAD_PROGRESS_FD`; a process started without
/// it is not watched, and `current` is nil.
///
/// Unchecked Sendable (for its raw pointer): only the thread that runs Lua writes the page, a
/// seqlock whose readers are other processes (`progress.c`), and `stopRequested` is an atomic load.
package final class ProgressPage: ScenarioProgress, @unchecked Sendable {
    static let variable = "MASTHEAD_PROGRESS_FD"
    static let current: ProgressPage? = attach()

    private let page: UnsafeMutablePointer<mh_progress>

    private init(page: UnsafeMutablePointer<mh_progress>) { self.page = page }

    private static func attach() -> ProgressPage? {
        guard let value = getenv(variable), let descriptor = Int32(String(cString: value)) else { return nil }
        guard
            let mapped = mmap(
                nil, MemoryLayout<mh_progress>.size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
            mapped != MAP_FAILED
        else { return nil }
        return ProgressPage(page: mapped.bindMemory(to: mh_progress.self, capacity: 1))
    }

    /// Starts a phase that must end within `seconds` (0: no limit).
    func begin(_ phase: mh_progress_phase, task: Int = 0, seconds: Double, label: String = "") {
        var label = label
        label.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) {
                mh_progress_begin(page, phase.rawValue, UInt64(task), seconds, $0.baseAddress, $0.count)
            }
        }
        if !label.isEmpty { WorkerFault.current?.strike(at: label) }
    }

    package func stepped(_ description: String) {
        var description = description
        description.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { mh_progress_step(page, $0.baseAddress, $0.count) }
        }
        WorkerFault.current?.strike(at: description)
    }

    /// The phase's limit grows by `seconds`: the parent's watchdog reads the new deadline.
    package func postponeDeadline(by seconds: Double) {
        guard seconds > 0, page.pointee.limit_ns > 0 else { return }
        page.pointee.limit_ns &+= UInt64(seconds * 1e9)
    }

    func idle() { mh_progress_idle(page) }

    var stopRequested: Bool { mh_progress_stop_requested(page) != 0 }
}

extension ProgressPage {
    /// Runs `body` as one watched phase when this process is watched; plainly otherwise.
    package static func watched<T, E: Error>(
        _ phase: mh_progress_phase, seconds: Double, label: String = "", _ body: () throws(E) -> T
    ) throws(E) -> T {
        guard let page = current else { return try body() }
        page.begin(phase, seconds: seconds, label: label)
        defer { page.idle() }
        return try body()
    }
}
