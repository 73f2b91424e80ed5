/// A scenario, helper or plugin file: its bytes, which Lua loads as they are (a byte that is not
/// UTF-8 inside a string literal stays one byte), the same bytes as text for reporters, and the
/// path it is reported under.
public struct ScenarioSource: Sendable {
    /// The path as reports show it (relative to where `masthead` runs): `Scenarios/greeting/badge.lua`.
    public var path: String
    /// The file as read: what Lua compiles (after the start that `luaL_loadfilex` skips, see
    /// `LuaFileChunk`).
    public let bytes: [UInt8]
    /// The bytes as UTF-8 for showing code in reports (U+FFFD for a byte that is not UTF-8).
    public let text: String
    /// The text compiled once by this process (`ScenarioHost.compile`), so that each worker's
    /// state loads bytes instead of parsing the file again. Scripts never supply it.
    public internal(set) var bytecode: [UInt8]?

    /// A file read from disk.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.text = String(decoding: bytes, as: UTF8.self)
    }

    /// Source written in Swift (tests, `masthead render`): its UTF-8.
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
        self.text = text
    }

    /// Lua's chunk name for the file: errors then read `Scenarios/greeting/badge.lua:12: …`.
    public var chunkName: String { "@" + path }
}

/// One `scenario(...)` call as discovery sees it.
public struct ScenarioInfo: Sendable, Equatable {
    public var name: String
    public var tags: [String]
    /// The line of the `scenario(` call.
    public var line: Int
    /// True for a `property(...)`: it runs many times, with drawn values.
    public var isProperty: Bool

    public init(name: String, tags: [String], line: Int, isProperty: Bool = false) {
        self.name = name
        self.tags = tags
        self.line = line
        self.isProperty = isProperty
    }
}

/// How one scenario ended.
public struct ScenarioOutcome: Sendable {
    public var failure: ScenarioFailure?
    /// What the scenario did, one line a step ("scroll(40)", "tap(\"bell\")").
    public var steps: [String]
    /// What it printed.
    public var output: [String]
    /// How many expectations it checked.
    public var assertions: Int
    /// VM instructions and pattern steps it used; the most memory its state held.
    public var instructions: Int64
    public var peakMemory: Int
    /// Snapshot files it read or wrote (for `--unused-snapshots`).
    public var snapshotsUsed: [String]
    /// Its trace, when the run traces.
    public var trace: ScenarioTrace?
    /// For a property: its seed, runs, shrinking, drawn values and replay.
    public var property: PropertyReport?

    public init(
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

    public var passed: Bool { failure == nil }
}

/// Why a scenario failed, with enough to find and fix it.
public struct ScenarioFailure: Sendable, Equatable {
    public enum Kind: String, Sendable {
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

    public var kind: Kind
    public var message: String
    public var location: SourceLocation?
    public var expected: String?
    public var actual: String?
    /// A line diff of expected and actual, for multi-line strings.
    public var diff: String?
    public var traceback: [String]

    public init(
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
