import MastheadCore

/// Resolves `extends` across the themes of a run, whatever order their files came in: each
/// theme is its parent (resolved first) with its own tokens laid over it. A parent that does not
/// exist, one that failed to load, and themes that extend each other in a circle are failures.
struct ThemeResolver {
    enum Failure: Equatable {
        case unknownParent(String, known: [String])
        case cycle([String])
        case brokenParent(String)

        var message: String {
            switch self {
            case .unknownParent(let parent, let known):
                let advice =
                    Suggestion.closest(to: parent, in: known).map { "did you mean '\($0)'?" }
                    ?? "known: \(known.joined(separator: ", "))"
                return "extends: unknown theme \"\(parent)\" (\(advice))"
            case .cycle(let names):
                return "extends: themes extend each other in a circle (\(names.joined(separator: " → ")))"
            case .brokenParent(let parent):
                return "extends: theme \"\(parent)\" has problems of its own, so this theme cannot be built on it"
            }
        }
    }

    let declarations: [String: ThemeDeclaration]
    let builtIn: [String: Theme]
    /// Names of themes that were declared but failed to load.
    let broken: Set<String>
    private(set) var themes: [String: Theme] = [:]
    private(set) var failures: [String: Failure] = [:]
    private var visiting: [String] = []

    init(declarations: [String: ThemeDeclaration], builtIn: [String: Theme], broken: Set<String>) {
        self.declarations = declarations
        self.builtIn = builtIn
        self.broken = broken
        for name in declarations.keys.sorted() { _ = resolve(name) }
    }

    private mutating func resolve(_ name: String) -> Theme? {
        if let theme = themes[name] ?? builtIn[name] { return theme }
        if failures[name] != nil { return nil }
        guard let declaration = declarations[name] else { return nil }
        if let start = visiting.firstIndex(of: name) {
            let circle = Array(visiting[start...])
            for member in circle { failures[member] = .cycle(Self.rotated(circle, toStartAt: member) + [member]) }
            return nil
        }
        let parent = declaration.parent
        guard declarations[parent] != nil || builtIn[parent] != nil else {
            failures[name] =
                broken.contains(parent)
                ? .brokenParent(parent)
                : .unknownParent(parent, known: (Array(declarations.keys) + Array(builtIn.keys)).sorted())
            return nil
        }
        visiting.append(name)
        let base = resolve(parent)
        visiting.removeLast()
        if failures[name] != nil { return nil } // it was part of a circle
        guard let base else {
            failures[name] = .brokenParent(parent)
            return nil
        }
        let theme = base.extended(named: name, by: declaration.overrides)
        themes[name] = theme
        return theme
    }

    private static func rotated(_ names: [String], toStartAt name: String) -> [String] {
        guard let index = names.firstIndex(of: name) else { return names }
        return Array(names[index...] + names[..<index])
    }
}
