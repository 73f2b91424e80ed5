import MastheadLua

/// A worker's trace sink: each step of the running task's trace goes to the parent the moment it
/// is recorded, as a `traced` reply, so the parent holds the trace up to the last step when the
/// worker is stopped (`WorkerSupervisor`) or dies.
struct WorkerTraceSink: TraceSink {
    let task: Int

    func send(_ part: ScenarioTrace) {
        var writer = WireWriter()
        writer.write(WorkerReply.traced(task: task, part))
        // A parent gone is found by the next reply; the scenario goes on either way.
        _ = BlockingFrames.write(writer.bytes, to: WorkerProcess.descriptors.replies)
    }
}
