import MastheadCore
import MastheadText

/// Resolves `extends` across the themes of a run, whatever order their files came in: each
/// theme is its parent (resolved first) with its own tokens laid over it. A parent that does not
/// exist, one that failed to load, themes that extend each other in a circle, and a chain of
/// more than `maximumDepth` themes are failures.
///
/// Work and messages stay linear in the number of themes, however hostile the set: chains are
/// walked iteratively (a chain of ten thousand links used to overflow the stack), each theme is
/// resolved once, a circle is shown by its ends, the known names by the first few, and the
/// did-you-mean search runs for the first `maximumSuggestions` unknown parents only.
struct ThemeResolver {
    enum Failure: Equatable {
        case unknownParent(String, suggestion: String?, known: [String], knownCount: Int)
        case cycle([String])
        case brokenParent(String)
        case tooDeep(first: [String], root: String, depth: Int)

        var message: String {
            switch self {
            case .unknownParent(let parent, let suggestion, let known, let count):
                let listed =
                    known.joined(separator: ", ") + (count > known.count ? ", and \(count - known.count) more" : "")
                let advice = suggestion.map { "did you mean '\($0)'?" } ?? "known: \(listed)"
                return "extends: unknown theme \"\(parent)\" (\(advice))"
            case .cycle(let names):
                return "extends: themes extend each other in a circle (\(names.joined(separator: " → ")))"
            case .brokenParent(let parent):
                return "extends: theme \"\(parent)\" has problems of its own, so this theme cannot be built on it"
            case .tooDeep(let first, let root, let depth):
                let chain = (first + ["…", root]).joined(separator: " → ")
                return
                    "extends: a chain of \(depth) themes builds on \(root) here (\(chain)); at most \(ThemeResolver.maximumDepth) may"
            }
        }
    }

    /// The longest chain of plugin themes from a built-in one.
    static let maximumDepth = 32
    /// Unknown parents that get a did-you-mean search; the rest list the known names.
    static let maximumSuggestions = 100
    /// Known names an unknown parent's message lists.
    static let listedNames = 12

    let declarations: [String: ThemeDeclaration]
    let builtIn: [String: Theme]
    /// Names of themes that were declared but failed to load.
    let broken: Set<String>
    private(set) var themes: [String: Theme] = [:]
    private(set) var failures: [String: Failure] = [:]
    /// Where each resolved (or too deep) theme stands: how many plugin themes its chain holds,
    /// itself included, and the built-in theme at its bottom.
    private var standings: [String: (depth: Int, root: String)] = [:]
    private let known: [String]
    private var unknownParents: [String: Failure] = [:]

    init(declarations: [String: ThemeDeclaration], builtIn: [String: Theme], broken: Set<String>) {
        self.declarations = declarations
        self.builtIn = builtIn
        self.broken = broken
        known = Set(declarations.keys).union(builtIn.keys).sorted()
        for name in declarations.keys.sorted() { resolve(name) }
    }

    /// Walks up from `start` to the first theme already known (resolved, built in or failed),
    /// then builds the walked themes back down.
    private mutating func resolve(_ start: String) {
        var path: [String] = []
        var position: [String: Int] = [:]
        var current = start
        while themes[current] == nil, builtIn[current] == nil, failures[current] == nil,
            let declaration = declarations[current]
        {
            if let start = position[current] {
                failCircle(Array(path[start...]))
                path.removeSubrange(start...)
                break
            }
            position[current] = path.count
            path.append(current)
            guard declarations[declaration.parent] != nil || builtIn[declaration.parent] != nil else {
                failures[current] =
                    broken.contains(declaration.parent)
                    ? .brokenParent(declaration.parent) : unknownParent(declaration.parent)
                path.removeLast()
                break
            }
            current = declaration.parent
        }
        build(path, on: current)
    }

    /// Builds `path` (each theme's parent is the next, the last one's is `base`) from its end.
    private mutating func build(_ path: [String], on base: String) {
        var theme = themes[base] ?? builtIn[base]
        let standing = standings[base] ?? (builtIn[base] != nil ? (0, base) : nil)
        for index in path.indices.reversed() {
            let name = path[index]
            let declaration = declarations[name]!
            guard let standing else {
                failures[name] = .brokenParent(declaration.parent)
                continue
            }
            let depth = standing.depth + path.count - index
            standings[name] = (depth, standing.root)
            if let parent = theme, depth <= Self.maximumDepth {
                theme = parent.extended(named: name, by: declaration.overrides)
                themes[name] = theme
            } else {
                theme = nil
                let first = path[index...].prefix(3)
                failures[name] = .tooDeep(first: Array(first), root: standing.root, depth: depth)
            }
        }
    }

    /// Every member of a circle fails, its circle shown from itself round to itself.
    private mutating func failCircle(_ circle: [String]) {
        for index in circle.indices {
            failures[circle[index]] = .cycle(Self.shown(circle.count + 1) { circle[(index + $0) % circle.count] })
        }
    }

    /// The failure of a theme whose parent is not declared (looked for once per parent name).
    private mutating func unknownParent(_ parent: String) -> Failure {
        if let failure = unknownParents[parent] { return failure }
        let suggestion =
            unknownParents.count < Self.maximumSuggestions ? Suggestion.closest(to: parent, in: known) : nil
        let failure = Failure.unknownParent(
            parent, suggestion: suggestion, known: Array(known.prefix(Self.listedNames)), knownCount: known.count)
        unknownParents[parent] = failure
        return failure
    }

    /// The `count` names of a chain (`name(k)` is the k-th) as messages show them: every name of
    /// a short chain; the first three, "… (N more)" and the last two of a long one.
    static func shown(_ count: Int, _ name: (Int) -> String) -> [String] {
        guard count > 8 else { return (0..<count).map(name) }
        return (0..<3).map(name) + ["… (\(count - 5) more)"] + (count - 2..<count).map(name)
    }
}
