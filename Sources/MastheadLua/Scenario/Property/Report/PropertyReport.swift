/// What a property did, beside how it ended (`ScenarioOutcome.failure`): its seed, its runs, the
/// shrinking, every value the reported case drew, and the replay scenario. Every report carries it
/// (pretty, TAP, JUnit, JSON).
package struct PropertyReport: Sendable, Equatable {
    /// What the parent should do with the property's remembered case (`.masthead/examples/`).
    package enum Example: Sendable, Equatable {
        /// Keep this record of choices: the case that failed.
        case keep([UInt64])
        /// The remembered case passed: let it go.
        case forget
    }

    /// One value the reported case drew.
    package struct Draw: Sendable, Equatable {
        /// From 1, in the order the property drew them.
        package var position: Int
        /// The name given to the generator, or the one the code assigns it to (`unread = …`).
        package var name: String?
        /// The generator call as written in the report: `any.integer(0, 5000)`.
        package var call: String
        /// The value as a Lua literal (or what it is, when it has none).
        package var value: String
        /// The line that drew it.
        package var line: Int

        package init(position: Int, name: String?, call: String, value: String, line: Int) {
            self.position = position
            self.name = name
            self.call = call
            self.value = value
            self.line = line
        }
    }

    /// The seed the runs were drawn from: the property's own `seed` option, or one derived from
    /// the run's seed (`PropertyRandom.propertySeed`).
    package var seed: UInt64
    /// The run's seed `seed` was derived from; nil when the property's own `seed` gave it.
    package var runSeed: UInt64?
    /// The runs the property asks for (`runs`, default 100).
    package var runs: Int
    /// The runs made before shrinking: all of them when it passed; up to the failure when not (a
    /// remembered case tried first counts as one).
    package var runsMade = 0
    /// The runs that passed before the failure (all the runs made when it passed).
    package var passedRuns = 0
    /// Shrinks that stuck, and runs made while shrinking.
    package var shrinkSteps = 0
    package var shrinkRuns = 0
    /// Why shrinking stopped before it was done (a budget ran out), if it did.
    package var shrinkStopped: String?
    /// True when the failure is the case remembered from an earlier run, tried first.
    package var remembered = false
    /// The values the reported case drew (none when the property passed).
    package var drawn: [Draw] = []
    /// A `scenario(...)` that reproduces the failure without `any`.
    package var replay: String?
    /// Whether the replay was checked on its own, or why there is none.
    package var replayNote: String?
    package var example: Example?

    package init(seed: UInt64, runs: Int) {
        self.seed = seed
        self.runs = runs
    }
}
