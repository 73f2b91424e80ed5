import MastheadText

/// What a traced scenario did, step by step (`masthead run --trace`): each step with its line and
/// virtual times, the header before and after it, and, while something moves during it, a frame
/// every 1/60 s of virtual time. The parent writes it as a page (`TracePage`).
///
/// Pictures, text pictures and trees are kept once each in pools and named by index: a header at
/// rest draws the same picture frame after frame, step after step.
package struct ScenarioTrace: Sendable, Equatable {
    package var steps: [Step] = []
    /// SVG pictures.
    package var pictures: [String] = []
    /// Text pictures (`h:text()`).
    package var texts: [String] = []
    /// Render trees as JSON (`h:json()`), for the element panel.
    package var trees: [String] = []
    /// Whether this is a part that continues the parts sent before it (`TraceSink`), its pool
    /// indices counting on theirs; false for a whole trace or a first part.
    package var continues = false

    package init() {}

    /// Ends the trace of a scenario its worker was stopped in with the step it was stopped
    /// during (the worker's last step, `call`), when the trace does not have it: its picture
    /// before it, none after.
    package mutating func endStopped(during call: String, stepCount: Int) {
        guard stepCount > steps.count, let last = steps.last else { return }
        var stopped = Step(call: call, line: 0, start: last.end)
        stopped.before = last.after
        steps.append(stopped)
    }

    /// This part after `earlier` (the parts a sink was sent before it), as one trace; this part
    /// alone when it does not continue them.
    package func joined(to earlier: ScenarioTrace?) -> ScenarioTrace {
        guard continues, var whole = earlier else { return self }
        whole.steps += steps
        whole.pictures += pictures
        whole.texts += texts
        whole.trees += trees
        return whole
    }

    package struct Step: Sendable, Equatable {
        /// The step as the step log writes it: `scroll(40)`, `greeting_header{profile = Maya Lin}`.
        package var call: String
        /// The scenario's line the step was called from (0 when unknown).
        package var line: Int
        /// When it began and ended, in virtual seconds since the first step began.
        package var start: Double
        package var end: Double
        /// The header before and after it (indices into `pictures`); nil before the first header.
        package var before: Int?
        package var after: Int?
        package var text: Int?
        package var tree: Int?
        /// What VoiceOver reads after it, in order, and the ids it lands on (in the same order).
        package var voiceover: [String] = []
        package var readingOrder: [String] = []
        /// Events the step added to the log (callbacks, haptics).
        package var events: [String] = []
        /// The frames lived through during it (its clock interval), one every 1/60 s of virtual
        /// time while something moves.
        package var frames: [Frame] = []

        /// Whether some element moves during it: "nothing moves" is said only when none does.
        package var moves: Bool { frames.contains { !$0.motion.isEmpty } }

        package init(call: String, line: Int, start: Double) {
            self.call = call
            self.line = line
            self.start = start
            self.end = start
        }
    }

    /// One frame of an animation: when, the picture, and each moving element's progress.
    package struct Frame: Sendable, Equatable {
        package var time: Double
        package var picture: Int
        package var motion: [Motion]

        package init(time: Double, picture: Int, motion: [Motion]) {
            self.time = time
            self.picture = picture
            self.motion = motion
        }
    }

    /// An element in motion at a frame: its id, its motion token and its progress (overshooting
    /// with the spring).
    package struct Motion: Sendable, Equatable {
        package var element: String
        package var token: String
        package var progress: Double

        package init(element: String, token: String, progress: Double) {
            self.element = element
            self.token = token
            self.progress = progress
        }
    }

    /// The index of `item` in `pool`, adding it once.
    static func index(of item: String, in pool: inout [String], known: inout [BytewiseKey: Int]) -> Int {
        let key = BytewiseKey(item)
        if let index = known[key] { return index }
        pool.append(item)
        known[key] = pool.count - 1
        return pool.count - 1
    }
}
