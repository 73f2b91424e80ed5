import MastheadFuzz
import MastheadLua
import MastheadRunning

/// `masthead fuzz`: the component fuzzer (default) or, with `--scripts`, the script fuzzer.
/// Exit status: 0 nothing broke, 1 a rule broke or a script outlived its limits, 2 usage.
enum FuzzCommand: Subcommand {
    /// The request as it is read: the folders replace their defaults once any is given.
    struct Arguments {
        var request = FuzzRequest()
        var scenarios: [String] = []
        var plugins: [String] = []
    }

    static let spec = CommandSpec<Arguments>(
        name: "fuzz",
        usage: [
            "fuzz [--seed S] [--count STEPS] [--component greeting|scope|both]",
            "fuzz --case I [--lua] [--seed S] [--component ...]",
            "fuzz --scripts [--seed S] [--count SCRIPTS] [--print I]",
        ],
        abstract: "fuzz the headers (or the sandbox) with hostile input",
        groups: [
            OptionGroup(
                "Both",
                [
                    .value("--seed", "S", .seed, default: "1", help: "the seed: the same seed gives the same run") {
                        $0.request.seed = $1
                    },
                    .value(
                        "--count", "N", .whole(0...Int.max), default: "10000 steps, or 100 scripts",
                        help: "steps in all, or with --scripts, scripts"
                    ) { $0.request.count = $1 },
                    SharedOptions.plugins(
                        help: "themes to pick from besides the built-in one; with --scripts, plugin files to mutate"
                            + " and load",
                        default: "Plugins"
                    ) { $0.plugins.append($1) },
                ]),
            OptionGroup(
                "Components (default)",
                discussion: """
                    Drives the headers' controllers with seeded random inputs and steps (hostile names, counts
                    up to the largest integer, NaN and infinite collapse and offsets, widths 1 to 2000, every
                    text size, hundreds of scopes and chips, taps on hidden and absent ids, tiny and huge
                    advances) and checks the rules of docs/security.md after every step. A broken rule prints
                    the seed, the case, the step, the rule, and a shrunk Lua scenario that replays it.
                    """,
                [
                    .value("--component", "NAME", .choice, default: "both", help: "greeting, scope or both") {
                        $0.request.component = $1
                    },
                    .value("--case", "I", .whole(0...Int.max), help: "only case I of the run") {
                        $0.request.caseIndex = $1
                    },
                    .flag("--lua", help: "with --case, print its scenario without running it") {
                        $0.request.printLua = true
                    },
                    .flag("--no-shrink", help: "print the failing case as generated") { $0.request.shrink = false },
                ]),
            OptionGroup(
                "Scripts (--scripts)",
                discussion: """
                    Mutated shipped scenarios and plugins, and generated Lua, run through the sandbox; every
                    load and scenario must end within its limits (plus --slack seconds).
                    """,
                [
                    .flag("--scripts", help: "fuzz the sandbox with scripts instead of the components") {
                        $0.request.scripts = true
                    },
                    .value("--print", "I", .whole(0...Int.max), help: "print script I instead of running") {
                        $0.request.printScript = $1
                    },
                    .value(
                        "--scenarios", "DIR", .text, default: "Scenarios", repeatable: true,
                        help: "scenario files to mutate"
                    ) { $0.scenarios.append($1) },
                    .value(
                        "--slack", "SECONDS", .seconds(allowingZero: true), default: "1",
                        help: "time a run may take past its limit"
                    ) { $0.request.slack = $1 },
                ]
                    + SharedOptions.limits(\Arguments.request.limits, defaults: .fuzzDefault, per: "script")),
        ],
        epilogue: "Exit status: 0 nothing broke; 1 a rule broke or a script outlived its limits; 2 usage.",
        initial: { _ in Arguments() },
        finish: { arguments in
            if !arguments.scenarios.isEmpty { arguments.request.scenarioFolders = arguments.scenarios }
            if !arguments.plugins.isEmpty { arguments.request.pluginFolders = arguments.plugins }
        })

    static func run(_ arguments: Arguments) -> Int32 {
        CrashNote.install()
        let request = arguments.request
        return request.scripts ? FuzzRunner.scripts(request) : FuzzRunner.components(request)
    }
}
