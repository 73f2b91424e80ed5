/// "Did you mean" suggestions for misspelt names.
public enum Suggestion {
    /// " (did you mean 'title'?)" when a candidate is close to `name`, "" otherwise.
    public static func didYouMean(_ name: String, in candidates: [String]) -> String {
        guard let best = closest(to: name, in: candidates) else { return "" }
        return " (did you mean '\(best)'?)"
    }

    /// The candidate within an edit distance of a third of the name's length (at least 2), if any.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best, distance <= max(2, lowered.count / 3) else { return nil }
        return candidate
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
