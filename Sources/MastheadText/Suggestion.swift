/// "Did you mean" suggestions for misspelt names: option tables, fields, element ids, command-line
/// options and values, tags, themes.
///
/// ```swift
/// Suggestion.didYouMean("titel", in: ["title", "status"])   // " (did you mean 'title'?)"
/// Suggestion.closest(to: "--jbos", in: ["--jobs", "--json"]) // "--jobs"
/// ```
package enum Suggestion {
    /// " (did you mean 'title'?)" when a candidate is close to `name`, "" otherwise.
    package static func didYouMean(_ name: String, in candidates: [String]) -> String {
        didYouMean(name, in: candidates, upTo: 1)
    }

    /// " (did you mean 'chip.unread' or 'chip.audio'?)": up to `limit` close candidates, nearest
    /// first; "" when none is close.
    package static func didYouMean(_ name: String, in candidates: [String], upTo limit: Int) -> String {
        let near = nearest(to: name, in: candidates, limit: limit).map { "'\($0)'" }
        guard let last = near.last else { return "" }
        let list = near.count == 1 ? last : near.dropLast().joined(separator: ", ") + " or " + last
        return " (did you mean \(list)?)"
    }

    /// The candidate within an edit distance of a third of the name's length (at least 2), if any.
    package static func closest(to name: String, in candidates: [String]) -> String? {
        nearest(to: name, in: candidates, limit: 1).first
    }

    /// Up to `limit` distinct candidates within an edit distance of a third of the name's length
    /// (at least 2), nearest first; ties keep the candidates' order. A candidate that keeps no
    /// letter of the name (as many edits away as the longer of the two is long) is no suggestion:
    /// 'os' for 'k1'.
    package static func nearest(to name: String, in candidates: [String], limit: Int) -> [String] {
        let lowered = Array(name.lowercased())
        let allowed = max(2, lowered.count / 3)
        var near: [(candidate: String, distance: Int)] = []
        for candidate in candidates where !near.contains(where: { $0.candidate == candidate }) {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            let keepsALetter = distance < max(lowered.count, candidate.count)
            if distance <= allowed && keepsALetter { near.append((candidate, distance)) }
        }
        return near.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
            .prefix(limit).map(\.element.candidate)
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
