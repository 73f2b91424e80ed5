/// A scenario, helper or plugin file: its bytes, which Lua loads as they are (a byte that is not
/// UTF-8 inside a string literal stays one byte), the same bytes as text for reporters, and the
/// path it is reported under.
package struct ScenarioSource: Sendable {
    /// The path as reports show it (relative to where `masthead` runs): `Scenarios/greeting/badge.lua`.
    package var path: String
    /// The file as read: what Lua compiles (after the start that `luaL_loadfilex` skips, see
    /// `LuaFileChunk`).
    package let bytes: [UInt8]
    /// The bytes as UTF-8 for showing code in reports (U+FFFD for a byte that is not UTF-8).
    package let text: String
    /// The text compiled once by this process (`ScenarioHost.compile`), so that each worker's
    /// state loads bytes instead of parsing the file again. Scripts never supply it.
    package internal(set) var bytecode: [UInt8]?

    /// A file read from disk.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.text = String(decoding: bytes, as: UTF8.self)
    }

    /// Source written in Swift (tests, `masthead render`): its UTF-8.
    package init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
        self.text = text
    }

    /// Lua's chunk name for the file: errors then read `Scenarios/greeting/badge.lua:12: …`.
    package var chunkName: String { "@" + path }
}

/// One `scenario(...)` call as discovery sees it.
package struct ScenarioInfo: Sendable, Equatable {
    package var name: String
    package var tags: [String]
    /// The line of the `scenario(` call.
    package var line: Int
    /// True for a `property(...)`: it runs many times, with drawn values.
    package var isProperty: Bool

    package init(name: String, tags: [String], line: Int, isProperty: Bool = false) {
        self.name = name
        self.tags = tags
        self.line = line
        self.isProperty = isProperty
    }
}

/// How one scenario ended.
package struct ScenarioOutcome: Sendable {
    package var failure: ScenarioFailure?
    /// What the scenario did, one line a step ("scroll(40)", "tap(\"bell\")").
    package var steps: [String]
    /// What it printed.
    package var output: [String]
    /// How many expectations it checked.
    package var assertions: Int
    /// VM instructions and pattern steps it used; the most memory its state held.
    package var instructions: Int64
    package var peakMemory: Int
    /// Snapshot files it read or wrote (for `--unused-snapshots`).
    package var snapshotsUsed: [String]
    /// Its trace, when the run traces.
    package var trace: ScenarioTrace?
    /// For a property: its seed, runs, shrinking, drawn values and replay.
    package var property: PropertyReport?

    package init(
        failure: ScenarioFailure? = nil, steps: [String] = [], output: [String] = [], assertions: Int = 0,
        instructions: Int64 = 0, peakMemory: Int = 0, snapshotsUsed: [String] = [], trace: ScenarioTrace? = nil,
        property: PropertyReport? = nil
    ) {
        self.failure = failure
        self.steps = steps
        self.output = output
        self.assertions = assertions
        self.instructions = instructions
        self.peakMemory = peakMemory
        self.snapshotsUsed = snapshotsUsed
        self.trace = trace
        self.property = property
    }

    package var passed: Bool { failure == nil }
}

/// Why a scenario failed, with enough to find and fix it.
package struct ScenarioFailure: Sendable, Equatable {
    package enum Kind: String, Sendable {
        /// An `expect` did not hold.
        case assertion
        /// The script raised an error (including bad builder input).
        case error
        /// A sandbox limit (instructions, memory, time) stopped it.
        case limit
        /// A plugin it used (a status provider) failed.
        case plugin
        /// The file could not be loaded (syntax error, error at top level).
        case load
    }

    package var kind: Kind
    package var message: String
    package var location: SourceLocation?
    package var expected: String?
    package var actual: String?
    /// A line diff of expected and actual, for multi-line strings.
    package var diff: String?
    package var traceback: [String]

    package init(
        kind: Kind, message: String, location: SourceLocation? = nil, expected: String? = nil,
        actual: String? = nil, diff: String? = nil, traceback: [String] = []
    ) {
        self.kind = kind
        self.message = message
        self.location = location
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.traceback = traceback
    }
}
