/// Shrinks a failing run to a simpler one that fails the same way, on the record of choices it
/// made (Hypothesis's "internal reduction", MacIver and Donaldson, ECOOP 2020), so that every
/// generator, lists, step sequences and profiles included, shrinks without code of its own.
///
/// The shrinker only ever proposes a record that is simpler in the shortlex order (`Shortlex`),
/// runs the property on it, and keeps it when the run fails the same way; the record the run
/// actually used (which may be shorter still) becomes the new best. Its passes, repeated until a
/// round changes nothing or the budget runs out:
///
/// - delete each span (a generated value, a collection's item with its flag), last first: fewer
///   items, fewer steps, shorter texts;
/// - set each span's choices to 0 at once: the simplest value of every kind;
/// - lower each choice on its own: to 0, else by halving while the run still fails, then by a
///   binary search between the last value that passed and the last that failed. A rule that fails
///   from 100 up ends at exactly 100, since 99 was tried and passed;
/// - when those change nothing, delete runs of 8, 4, 2 and 1 choices, last first: what no span
///   covers (the costliest pass: a run per place and size).
///
/// ```swift
/// var shrinker = Shrinker(initial: failing, budget: budget)
/// shrinker.shrink { choices in run(choices) }
/// shrinker.best.choices   // the simplest record found
/// ```
struct Shrinker {
    /// A run the shrinker keeps: the choices it used and the spans its generators marked.
    struct Attempt: Equatable {
        var choices: [UInt64]
        var spans: [Range<Int>]
    }

    /// How much work shrinking may take: at most `runs` runs of the property, and none once
    /// `exhausted` names a reason to stop (the time or instructions the scenario has left).
    struct Budget {
        var runs: Int
        var exhausted: () -> String? = { nil }
    }

    private(set) var best: Attempt
    /// Shrinks that stuck (each a simpler failing run), and runs made in all.
    private(set) var steps = 0
    private(set) var runs = 0
    /// Why shrinking stopped before no pass could simplify further; nil when it finished.
    private(set) var stopReason: String?
    private let budget: Budget
    private var tried: Set<[UInt64]> = []

    init(initial: Attempt, budget: Budget) {
        best = initial
        self.budget = budget
        tried.insert(initial.choices)
    }

    /// Shrinks as far as the passes and the budget go. `test` runs the property on a record: the
    /// attempt when it failed the same way, nil otherwise.
    mutating func shrink(_ test: ([UInt64]) -> Attempt?) {
        var previous: [UInt64]?
        while previous != best.choices, stopReason == nil {
            previous = best.choices
            deleteSpans(test)
            zeroSpans(test)
            lowerChoices(test)
            // Deleting every run of choices costs a run per place and size: only once the passes
            // that follow the generators' own structure have nothing left to do.
            if previous == best.choices { deleteChunks(test) }
        }
    }

    /// Runs the property on `candidate` unless it is no simpler, was tried before, or the budget
    /// is spent; true when it failed the same way and became the best.
    @discardableResult
    private mutating func consider(_ candidate: [UInt64], _ test: ([UInt64]) -> Attempt?) -> Bool {
        guard stopReason == nil, Shortlex.precedes(candidate, best.choices), tried.insert(candidate).inserted else {
            return false
        }
        if runs >= budget.runs {
            stopReason = "the shrink budget of \(budget.runs) runs"
            return false
        }
        if let reason = budget.exhausted() {
            stopReason = reason
            return false
        }
        runs += 1
        guard let attempt = test(candidate), Shortlex.precedes(attempt.choices, best.choices) else { return false }
        best = attempt
        steps += 1
        return true
    }

    private mutating func deleteSpans(_ test: ([UInt64]) -> Attempt?) {
        var index = best.spans.count - 1
        while index >= 0, stopReason == nil {
            if index < best.spans.count {
                let span = best.spans[index]
                var candidate = best.choices
                candidate.removeSubrange(span.clamped(to: 0..<candidate.count))
                consider(candidate, test)
            }
            index -= 1
        }
    }

    private mutating func deleteChunks(_ test: ([UInt64]) -> Attempt?) {
        for size in [8, 4, 2, 1] {
            var start = best.choices.count - size
            while start >= 0, stopReason == nil {
                if start + size <= best.choices.count {
                    var candidate = best.choices
                    candidate.removeSubrange(start..<(start + size))
                    consider(candidate, test)
                }
                start -= 1
            }
        }
    }

    private mutating func zeroSpans(_ test: ([UInt64]) -> Attempt?) {
        let spans = best.spans.sorted { $0.count > $1.count }
        for span in spans where stopReason == nil {
            let range = span.clamped(to: 0..<best.choices.count)
            guard best.choices[range].contains(where: { $0 != 0 }) else { continue }
            var candidate = best.choices
            candidate.replaceSubrange(range, with: repeatElement(0, count: range.count))
            consider(candidate, test)
        }
    }

    private mutating func lowerChoices(_ test: ([UInt64]) -> Attempt?) {
        var index = 0
        while index < best.choices.count, stopReason == nil {
            lower(at: index, test)
            index += 1
        }
    }

    /// Lowers one choice as far as the run keeps failing: 0; else halving; then a binary search
    /// between the highest value known to pass and the lowest known to fail.
    private mutating func lower(at index: Int, _ test: ([UInt64]) -> Attempt?) {
        let value = best.choices[index]
        guard value > 0, !consider(replacing(index, with: 0), test) else { return }
        var passes: UInt64 = 0
        var fails = value
        while fails - passes > 1, stopReason == nil, index < best.choices.count {
            let candidate = passes == 0 && fails / 2 > 0 ? fails / 2 : passes + (fails - passes) / 2
            if consider(replacing(index, with: candidate), test) {
                guard index < best.choices.count, best.choices[index] == candidate else { return }
                fails = candidate
            } else {
                passes = candidate
            }
        }
    }

    private func replacing(_ index: Int, with value: UInt64) -> [UInt64] {
        var candidate = best.choices
        candidate[index] = value
        return candidate
    }
}
