/// The options of `property(name, { ... }, fn)`: `runs`, `seed` and `tags` (the contract's), and
/// `shrink_runs`, the shrink budget.
struct PropertyOptions: Sendable, Equatable {
    static let fields = ["tags", "runs", "seed", "shrink_runs"]
    static let defaultRuns = 100
    static let defaultShrinkRuns = 500
    /// Bounds that keep a typo (`runs = 1e9`) from looking like a hang: a property's runs share
    /// its scenario's time limit anyway.
    static let maximumRuns = 100_000
    /// Seeds as `masthead run --seed` takes them, so a seed a report prints can go either place.
    static let maximumSeed = Int(UInt32.max)

    var runs = defaultRuns
    /// The property's own seed, which wins over the run's.
    var seed: UInt64?
    /// Runs shrinking may make at most; 0: report the failing case as it was drawn.
    var shrinkRuns = defaultShrinkRuns

    /// Reads the options table, when there is one.
    static func read(_ options: OptionTable?) throws -> PropertyOptions {
        var read = PropertyOptions()
        guard let options else { return read }
        if let runs = try options.integer("runs", minimum: 1) {
            guard runs <= maximumRuns else { throw bound("runs", runs, "from 1 to \(maximumRuns)", options) }
            read.runs = runs
        }
        if let seed = try options.integer("seed", minimum: 0) {
            guard seed <= maximumSeed else { throw bound("seed", seed, "from 0 to \(maximumSeed)", options) }
            read.seed = UInt64(seed)
        }
        if let shrinkRuns = try options.integer("shrink_runs", minimum: 0) {
            guard shrinkRuns <= maximumRuns else {
                throw bound("shrink_runs", shrinkRuns, "from 0 to \(maximumRuns)", options)
            }
            read.shrinkRuns = shrinkRuns
        }
        return read
    }

    private static func bound(_ field: String, _ value: Int, _ range: String, _ options: OptionTable)
        -> LuaScriptError
    {
        LuaScriptError("\(options.function): field '\(field)' must be an integer \(range) (got \(value))")
    }
}

/// `property(name, [options,] fn)`: declares a property while its file loads. It is one scenario
/// (one id, one entry in every report) that calls `fn(any)` many times (`PropertyRunner`). Like
/// `scenario`, it leaves nothing but Lua values behind (`touchesHost: false`), so a file that
/// declares properties still has its top level run once per worker and kept as an image
/// (`FileImage`), which each run is put back to.
enum PropertyBinding {
    static let declare = LuaFunction(touchesHost: false) { stack in
        try ScenarioBinding.declare(
            stack, as: "property", fields: PropertyOptions.fields, body: "function(any) ... end"
        ) { options in try PropertyOptions.read(options) }
        return 0
    }
}
