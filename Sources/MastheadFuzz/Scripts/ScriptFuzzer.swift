import MastheadCore
import MastheadLua
import MastheadText

#if canImport(Glibc)
    import Glibc
#endif

/// Runs mutated and generated scenario and plugin files through the real sandbox
/// (a `ScenarioHost` shared by every script, `PluginLibrary.load`, status providers inside a
/// scenario) and checks that each run ends within its limits: the time of every load and every
/// scenario is measured against the limit's seconds plus `slack`. The time measured is the
/// thread's CPU time, which is the wall time on an idle machine; on a busy one (two cores shared
/// by parallel builds) wall time would blame a script for the time it waited to be scheduled.
/// A crash of the host ends the process; `CrashNote` then names the script.
package enum ScriptFuzzer {
    package struct Options: Sendable {
        package var seed: UInt64
        package var count: Int
        /// The shipped files to mutate, path → text.
        package var scenarios: [String: String]
        package var plugins: [String: String]
        /// What scenarios see (themes, providers, modules); `limits` are the scenarios'.
        package var services: ScenarioServices
        package var pluginLimits: LuaLimits
        /// Seconds a run may take past its time limit (tearing the state down, Swift work after
        /// the last hook).
        package var slack: Double
        /// Scenarios run per file, at most.
        package var scenariosPerFile: Int

        package init(
            seed: UInt64, count: Int, scenarios: [String: String], plugins: [String: String],
            services: ScenarioServices = ScenarioServices(limits: .fuzzDefault), pluginLimits: LuaLimits = .pluginLoad,
            slack: Double = 1, scenariosPerFile: Int = 3
        ) {
            self.seed = seed
            self.count = count
            self.scenarios = scenarios
            self.plugins = plugins
            self.services = services
            self.pluginLimits = pluginLimits
            self.slack = slack
            self.scenariosPerFile = scenariosPerFile
        }
    }

    /// A run that outlived its limit.
    package struct Overrun: Sendable, CustomStringConvertible {
        package var index: Int
        package var script: FuzzScript
        package var what: String
        package var seconds: Double
        package var allowed: Double

        package var description: String {
            "script \(index) (\(script.origin)): \(what) took \(Self.format(seconds)) s, more than its \(Self.format(allowed)) s"
        }

        static func format(_ value: Double) -> String { String(Double(Int(value * 1000)) / 1000) }
    }

    package struct Report: Sendable {
        package var scripts = 0
        package var scenariosRun = 0
        /// How runs ended: "passed", "load", "limit", "error", "assertion", "plugin problem", ….
        package var endings: [String: Int] = [:]
        package var slowest: (index: Int, seconds: Double)?
        package var overrun: Overrun?
    }

    package static func script(_ index: Int, options: Options) -> FuzzScript {
        FuzzScript.make(index: index, seed: options.seed, scenarios: options.scenarios, plugins: options.plugins)
    }

    package static func run(_ options: Options, progress: ((Report) -> Void)? = nil) -> Report {
        var report = Report()
        // One host for the whole run, as a runner's worker has: every script also tests that the
        // state comes back from what the scripts before it did.
        let host = ScenarioHost()
        for index in 0..<options.count {
            CrashNote.script(seed: options.seed, index: index)
            let script = script(index, options: options)
            let source = ScenarioSource(path: "fuzz/\(script.kind.rawValue)-\(index).lua", text: script.text)
            var timings: [(String, Double, Double)] = []
            switch script.kind {
            case .scenario: runScenarios(source, host: host, options: options, report: &report, timings: &timings)
            case .plugin: runPlugin(source, host: host, options: options, report: &report, timings: &timings)
            }
            report.scripts += 1
            for (what, seconds, allowed) in timings {
                if seconds > (report.slowest?.seconds ?? 0) { report.slowest = (index, seconds) }
                if seconds > allowed {
                    report.overrun = Overrun(
                        index: index, script: script, what: what, seconds: seconds, allowed: allowed)
                    return report
                }
            }
            progress?(report)
        }
        return report
    }

    private static func runScenarios(
        _ source: ScenarioSource, host: ScenarioHost, options: Options, report: inout Report,
        timings: inout [(String, Double, Double)]
    ) {
        let allowed = options.services.limits.seconds + options.slack
        let start = threadSeconds()
        let discovered = host.discover(source, services: options.services)
        timings.append(("loading the file", threadSeconds() - start, allowed))
        switch discovered {
        case .failure(let failure):
            report.endings[failure.kind.rawValue, default: 0] += 1
        case .success(let infos):
            for info in infos.prefix(options.scenariosPerFile) {
                let start = threadSeconds()
                let outcome = host.run(source, scenario: info.name, services: options.services)
                timings.append(("scenario \"\(info.name)\"", threadSeconds() - start, allowed))
                report.scenariosRun += 1
                report.endings[outcome.failure?.kind.rawValue ?? "passed", default: 0] += 1
            }
        }
    }

    /// Loads the plugin alone; a status provider it declares then runs inside a scenario.
    private static func runPlugin(
        _ source: ScenarioSource, host: ScenarioHost, options: Options, report: inout Report,
        timings: inout [(String, Double, Double)]
    ) {
        let start = threadSeconds()
        let library = PluginLibrary.load([source], limits: options.pluginLimits)
        timings.append(("loading the plugin", threadSeconds() - start, options.pluginLimits.seconds + options.slack))
        guard library.problems.isEmpty else {
            report.endings["plugin problem", default: 0] += 1
            return
        }
        report.endings["plugin loaded", default: 0] += 1
        guard let name = library.statusProviders.names.first else { return }
        var services = options.services
        services.statusProviders = library.statusProviders
        let scenario = ScenarioSource(
            path: "fuzz/provider.lua",
            text: """
                scenario("provider", function()
                  local h = greeting_header { profile = profile.sample, status_provider = \(LuaLiteral.string(name)), status_data = { tasks = 3 } }
                  h:advance(120)
                  h:text()
                end)
                """)
        let runStart = threadSeconds()
        let outcome = host.run(scenario, scenario: "provider", services: services)
        timings.append(
            ("a scenario using the provider", threadSeconds() - runStart, services.limits.seconds + options.slack))
        report.scenariosRun += 1
        report.endings["provider " + (outcome.failure?.kind.rawValue ?? "passed"), default: 0] += 1
    }

    /// The CPU time of the calling thread, in seconds.
    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension LuaLimits {
    /// The script fuzzer's limits: the scenario defaults' memory, a tenth of their instructions
    /// and 2 s, so that ten thousand runaway scripts fit in minutes.
    package static let fuzzDefault = LuaLimits(instructions: 5_000_000, memoryBytes: 64 << 20, seconds: 2)
}
