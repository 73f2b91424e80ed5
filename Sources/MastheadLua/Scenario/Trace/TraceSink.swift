/// Where a recorder sends each step of a trace the moment it is recorded (a worker process sends
/// it to the parent), so that a scenario stopped by its time or memory limit, or by a crash,
/// still leaves its trace up to its last step.
///
/// The parts arrive in order: the first with `continues` false, each later one continuing it
/// (`ScenarioTrace.joined(to:)`); the scenario's outcome carries the last part.
package protocol TraceSink: Sendable {
    func send(_ part: ScenarioTrace)
}
