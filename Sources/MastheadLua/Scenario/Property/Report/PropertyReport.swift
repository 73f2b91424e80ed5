/// What a property did, beside how it ended (`ScenarioOutcome.failure`): its seed, its runs, the
/// shrinking, every value the reported case drew, and the replay scenario. Every report carries it
/// (pretty, TAP, JUnit, JSON).
public struct PropertyReport: Sendable, Equatable {
    /// What the parent should do with the property's remembered case (`.masthead/examples/`).
    public enum Example: Sendable, Equatable {
        /// Keep this record of choices: the case that failed.
        case keep([UInt64])
        /// The remembered case passed: let it go.
        case forget
    }

    /// One value the reported case drew.
    public struct Draw: Sendable, Equatable {
        /// From 1, in the order the property drew them.
        public var position: Int
        /// The name given to the generator, or the one the code assigns it to (`unread = …`).
        public var name: String?
        /// The generator call as written in the report: `any.integer(0, 5000)`.
        public var call: String
        /// The value as a Lua literal (or what it is, when it has none).
        public var value: String
        /// The line that drew it.
        public var line: Int

        public init(position: Int, name: String?, call: String, value: String, line: Int) {
            self.position = position
            self.name = name
            self.call = call
            self.value = value
            self.line = line
        }
    }

    /// The seed the runs were drawn from.
    public var seed: UInt64
    /// The runs the property asks for (`runs`, default 100).
    public var runs: Int
    /// The runs made before shrinking: all of them when it passed; up to the failure when not (a
    /// remembered case tried first counts as one).
    public var runsMade = 0
    /// The runs that passed before the failure (all the runs made when it passed).
    public var passedRuns = 0
    /// Shrinks that stuck, and runs made while shrinking.
    public var shrinkSteps = 0
    public var shrinkRuns = 0
    /// Why shrinking stopped before it was done (a budget ran out), if it did.
    public var shrinkStopped: String?
    /// True when the failure is the case remembered from an earlier run, tried first.
    public var remembered = false
    /// The values the reported case drew (none when the property passed).
    public var drawn: [Draw] = []
    /// A `scenario(...)` that reproduces the failure without `any`.
    public var replay: String?
    /// Whether the replay was checked on its own, or why there is none.
    public var replayNote: String?
    public var example: Example?

    public init(seed: UInt64, runs: Int) {
        self.seed = seed
        self.runs = runs
    }
}
