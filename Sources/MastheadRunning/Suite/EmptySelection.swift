import MastheadLua
import MastheadText

/// A run that selects nothing is a mistake until it is said otherwise: a misspelt `--tag`, a
/// `--filter` that matches nothing or a wrong path would otherwise pass and turn CI green with a
/// report of zero tests. This says what selected nothing, and how to allow it
/// (`--pass-with-no-scenarios`, as Jest's `--passWithNoTests`).
///
/// An empty shard of a selection that is not empty is fine (a suite smaller than its shards), and
/// files that did not load are their own error, so neither is an empty selection.
enum EmptySelection {
    /// Why the selection is empty, naming the paths and options that selected nothing; nil when
    /// something was selected, when problems already fail the run, or when it is allowed.
    static func message(_ plan: RunPlan, options: RunOptions, problems: Int) -> String? {
        guard plan.entries.isEmpty, problems == 0, !options.passWithNoScenarios else { return nil }
        let paths = options.paths.joined(separator: ", ")
        let reason: String
        if plan.files.isEmpty {
            reason = "there are no scenario files (*.lua) under \(paths)"
        } else if plan.discovered.count == 0 {
            reason =
                plan.files.count == 1
                ? "\(plan.files[0]) declares no scenario"
                : "none of the \(plan.files.count) files in \(paths) declares a scenario"
        } else {
            let selectors = selectors(options)
            reason =
                "\(selectors.isEmpty ? "the options" : selectors.joined(separator: " ")) selected none of the"
                + " \(count(plan.discovered.count)) in \(paths)" + tagAdvice(options, known: plan.discovered.tags)
                + filterAdvice(options, ids: plan.discovered.ids)
        }
        return "nothing to run: \(reason); add --pass-with-no-scenarios if an empty run is fine"
    }

    /// The options that narrowed the selection, as they were given: `--tag smok --filter badge`.
    static func selectors(_ options: RunOptions) -> [String] {
        options.filters.map { "--filter \($0)" } + options.tags.map { "--tag \($0)" }
            + options.excludedTags.map { "--exclude-tag \($0)" }
    }

    /// For each `--tag` no scenario has: " (no scenario is tagged smok; did you mean smoke?)".
    static func tagAdvice(_ options: RunOptions, known: Set<String>) -> String {
        let advice = options.tags.filter { !known.contains($0) }.map { tag in
            "no scenario is tagged \(tag)"
                + (Suggestion.closest(to: tag, in: known.sorted()).map { "; did you mean \($0)?" } ?? "")
        }
        return advice.isEmpty ? "" : " (\(advice.joined(separator: "; ")))"
    }

    /// For each `--filter` that would match but for case: " (--filter is case-sensitive: badge
    /// matches 12 scenarios, such as Scenarios/greeting/badge.lua › shows the count)".
    static func filterAdvice(_ options: RunOptions, ids: [String]) -> String {
        let advice = options.filters.compactMap { filter -> String? in
            guard !ids.contains(where: { $0.contains(filter) }) else { return nil }
            let folded = filter.lowercased()
            let matches = ids.filter { $0.lowercased().contains(folded) }
            guard let first = matches.first else { return nil }
            return "--filter is case-sensitive: any case of \(filter) matches \(count(matches.count)), such as \(first)"
        }
        return advice.isEmpty ? "" : " (\(advice.joined(separator: "; ")))"
    }

    private static func count(_ scenarios: Int) -> String {
        scenarios == 1 ? "1 scenario" : "\(scenarios) scenarios"
    }
}

/// What discovery found before the selection: how many scenarios, and their tags.
package struct DiscoveredScenarios: Sendable {
    package var count = 0
    package var tags: Set<String> = []
    /// Every scenario's id (`file › name`), for a filter's advice.
    package var ids: [String] = []

    package init() {}

    mutating func add(_ infos: [ScenarioInfo], file: String) {
        count += infos.count
        for info in infos {
            tags.formUnion(info.tags)
            ids.append(ScenarioID.make(file: file, name: info.name))
        }
    }
}
