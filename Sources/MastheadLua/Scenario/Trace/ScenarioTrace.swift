/// What a traced scenario did, step by step (`masthead run --trace`): each step with its line and
/// virtual times, the header before and after it, and, while something moves, a frame every
/// 1/60 s of virtual time until it rests. The parent writes it as a page (`TracePage`).
///
/// Pictures, text pictures and trees are kept once each in pools and named by index: a header at
/// rest draws the same picture frame after frame, step after step.
public struct ScenarioTrace: Sendable, Equatable {
    public var steps: [Step] = []
    /// SVG pictures.
    public var pictures: [String] = []
    /// Text pictures (`h:text()`).
    public var texts: [String] = []
    /// Render trees as JSON (`h:json()`), for the element panel.
    public var trees: [String] = []

    public init() {}

    public struct Step: Sendable, Equatable {
        /// The step as the step log writes it: `scroll(40)`, `greeting_header{profile = Maya Lin}`.
        public var call: String
        /// The scenario's line the step was called from (0 when unknown).
        public var line: Int
        /// When it began and ended, in virtual seconds since the first step began.
        public var start: Double
        public var end: Double
        /// The header before and after it (indices into `pictures`); nil before the first header.
        public var before: Int?
        public var after: Int?
        public var text: Int?
        public var tree: Int?
        /// What VoiceOver reads after it, in order, and the ids it lands on (in the same order).
        public var voiceover: [String] = []
        public var readingOrder: [String] = []
        /// Events the step added to the log (callbacks, haptics).
        public var events: [String] = []
        /// The frames of what moves after it, one every 1/60 s of virtual time until it rests.
        public var frames: [Frame] = []

        public init(call: String, line: Int, start: Double) {
            self.call = call
            self.line = line
            self.start = start
            self.end = start
        }
    }

    /// One frame of an animation: when, the picture, and each moving element's progress.
    public struct Frame: Sendable, Equatable {
        public var time: Double
        public var picture: Int
        public var motion: [Motion]

        public init(time: Double, picture: Int, motion: [Motion]) {
            self.time = time
            self.picture = picture
            self.motion = motion
        }
    }

    /// An element in motion at a frame: its id, its motion token and its progress (overshooting
    /// with the spring).
    public struct Motion: Sendable, Equatable {
        public var element: String
        public var token: String
        public var progress: Double

        public init(element: String, token: String, progress: Double) {
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
