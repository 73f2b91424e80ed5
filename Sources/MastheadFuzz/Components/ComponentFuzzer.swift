import MastheadCore

/// Fuzzes the headers' controllers directly (no Lua: fast): seeded random cases of up to
/// `maximumCaseLength` steps until `steps` steps have run, checking every rule after each step.
/// The first broken rule stops the run; its case is shrunk and written as a Lua scenario.
///
/// ```swift
/// let report = ComponentFuzzer.run(ComponentFuzzer.Options(seed: 42, steps: 10_000))
/// report.failure?.scenario      // a Lua scenario that replays the failure
/// ```
package enum ComponentFuzzer {
    package struct Options: Sendable {
        package var seed: UInt64
        /// Steps to run in all.
        package var steps: Int
        package var component: FuzzComponent
        package var maximumCaseLength: Int
        /// Themes `set{ theme = … }` may pick (the built-in one, and plugins' when loaded).
        package var themes: ThemeCatalog
        package var shrink: Bool

        package init(
            seed: UInt64, steps: Int, component: FuzzComponent = .both, maximumCaseLength: Int = 200,
            themes: ThemeCatalog = .builtIn, shrink: Bool = true
        ) {
            self.seed = seed
            self.steps = steps
            self.component = component
            self.maximumCaseLength = maximumCaseLength
            self.themes = themes
            self.shrink = shrink
        }
    }

    package struct Failure: Sendable {
        package var seed: UInt64
        /// Which case of the run (its generator is derived from the seed and this index).
        package var caseIndex: Int
        package var failure: CaseFailure
        /// The case as generated and as shrunk.
        package var original: FuzzCase
        package var shrunk: FuzzCase
        /// The shrunk case as a scenario file that replays it.
        package var scenario: String

        /// What `masthead fuzz` prints.
        package var message: String {
            let step = failure.step.map { "step \($0 + 1)" } ?? "the header as built"
            return """
                masthead fuzz: \(failure.violation.invariant.rawValue) broke at seed \(seed), case \(caseIndex), \(step)
                  rule: \(failure.violation.invariant.meaning)
                  found: \(failure.violation.detail)
                  shrunk from \(original.stepCount) steps to \(shrunk.stepCount); replay it with this scenario:

                \(scenario)
                """
        }
    }

    package struct Report: Sendable {
        package var steps = 0
        package var cases = 0
        /// Steps the headers refused (taps on hidden ids, invalid inputs): fine, and counted.
        package var refusedSteps = 0
        /// Cases whose starting inputs the scope header refused.
        package var refusedSetups = 0
        package var failure: Failure?
    }

    package static func run(_ options: Options, progress: ((Report) -> Void)? = nil) -> Report {
        var report = Report()
        var caseIndex = 0
        let themeNames = options.themes.names
        while report.steps < options.steps {
            var random = FuzzRandom.derived(seed: options.seed, index: UInt64(caseIndex))
            let length = min(random.int(in: 1...options.maximumCaseLength), options.steps - report.steps)
            let fuzzCase = FuzzCase.make(options.component, steps: length, random: &random, themes: themeNames)
            let index = caseIndex
            CrashNote.components(seed: options.seed, caseIndex: index, step: 0)
            let run = fuzzCase.run(themes: options.themes) { step in
                CrashNote.components(seed: options.seed, caseIndex: index, step: step)
            }
            report.cases += 1
            report.steps += max(run.stepsRun, run.refusedSetup == nil ? 0 : length)
            report.refusedSteps += run.refused.count
            if run.refusedSetup != nil { report.refusedSetups += 1 }
            if let failure = run.failure {
                report.failure = describe(failure, of: fuzzCase, index: index, options: options)
                return report
            }
            caseIndex += 1
            progress?(report)
        }
        return report
    }

    /// Case `index` of the run `options` describes, as generated (for `--case`).
    package static func generatedCase(_ index: Int, options: Options) -> FuzzCase {
        var random = FuzzRandom.derived(seed: options.seed, index: UInt64(index))
        let length = random.int(in: 1...options.maximumCaseLength)
        return FuzzCase.make(options.component, steps: length, random: &random, themes: options.themes.names)
    }

    /// Runs one case; its failure, shrunk and written as a scenario, if a rule broke.
    package static func check(_ fuzzCase: FuzzCase, index: Int, options: Options) -> Failure? {
        guard let failure = fuzzCase.run(themes: options.themes).failure else { return nil }
        return describe(failure, of: fuzzCase, index: index, options: options)
    }

    /// Shrinks the failing case and writes its scenario.
    static func describe(_ failure: CaseFailure, of fuzzCase: FuzzCase, index: Int, options: Options) -> Failure {
        let shrunk =
            options.shrink ? fuzzCase.shrunk(breaking: failure.violation.invariant, themes: options.themes) : fuzzCase
        let shrunkFailure = shrunk.run(themes: options.themes).failure ?? failure
        let title = "fuzz: seed \(options.seed), case \(index)"
        return Failure(
            seed: options.seed, caseIndex: index, failure: failure, original: fuzzCase, shrunk: shrunk,
            scenario: ReplayScript.lua(for: shrunk, failure: shrunkFailure, title: title, themes: options.themes))
    }
}
