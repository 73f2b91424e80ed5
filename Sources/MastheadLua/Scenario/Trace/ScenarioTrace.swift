/// What a traced scenario did, step by step (`masthead run --trace`): each step with its line and
/// virtual times, the header before and after it, and, while something moves, a frame every
/// 1/60 s of virtual time until it rests. The parent writes it as a page (`TracePage`).
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

    package init() {}

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
        /// The frames of what moves after it, one every 1/60 s of virtual time until it rests.
        package var frames: [Frame] = []

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
    static func index(of item: String, in pool: inout [String], known: inout [String: Int]) -> Int {
        if let index = known[item] { return index }
        pool.append(item)
        known[item] = pool.count - 1
        return pool.count - 1
    }
}
