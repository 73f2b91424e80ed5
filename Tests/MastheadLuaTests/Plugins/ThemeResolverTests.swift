import MastheadCore
import Testing

@testable import MastheadLua

/// `ThemeResolver` on sets no real suite has: chains, circles and orphans by the thousand. Each
/// must resolve without recursion (a chain of ten thousand links crashed the process) and with
/// work and messages linear in the number of themes.
@Suite struct ThemeResolverTests {
    static func resolve(_ pairs: [(String, String?)]) -> ThemeResolver {
        var declarations: [String: ThemeDeclaration] = [:]
        for (name, parent) in pairs { declarations[name] = ThemeDeclaration(name: name, extends: parent, line: 1) }
        return ThemeResolver(declarations: declarations, builtIn: ThemeCatalog.builtIn.themes, broken: [])
    }

    @Test func aChainOfTenThousandLinksResolvesUpToTheLimitAndSaysWhyTheRestFail() {
        let resolver = Self.resolve([("t0", nil)] + (1...10_000).map { ("t\($0)", "t\($0 - 1)") })
        #expect(resolver.themes.count == ThemeResolver.maximumDepth)
        #expect(resolver.themes["t31"] != nil && resolver.themes["t32"] == nil)
        #expect(
            resolver.failures["t10000"]?.message
                == "extends: a chain of 10001 themes builds on default here (t10000 → t9999 → t9998 → … → default); at most 32 may"
        )
        #expect(resolver.failures["t32"]?.message.hasPrefix("extends: a chain of 33 themes") == true)
    }

    @Test func aCircleOfTenThousandShowsItsEnds() {
        let count = 10_000
        let resolver = Self.resolve((0..<count).map { ("c\($0)", "c\(($0 + 1) % count)") } + [("outside", "c5")])
        #expect(resolver.failures.count == count + 1)
        #expect(
            resolver.failures["c7"]?.message
                == "extends: themes extend each other in a circle (c7 → c8 → c9 → … (9996 more) → c6 → c7)")
        #expect(resolver.failures["outside"] == .brokenParent("c5"))
    }

    @Test func thousandsOfOrphansGetShortMessagesAndAFewSuggestions() {
        let resolver = Self.resolve(
            (1...2_000).map { ("orphan-\($0)", "missing-\($0)") } + [("typo", "orphan-1x")])
        let message = resolver.failures["orphan-1"]?.message ?? ""
        #expect(message.hasSuffix("orphan-1006, orphan-1007, and 1990 more)"), "\(message)")
        #expect(resolver.failures.values.allSatisfy { $0.message.utf8.count < 400 })
        if case .unknownParent(_, let suggestion, _, _) = resolver.failures["orphan-10"] {
            #expect(suggestion == nil)
        }
    }

    @Test func aSuggestionStillComesForTheFewUnknownParentsOfAnOrdinarySet() {
        let resolver = Self.resolve([("midnight", nil), ("dusk", "midnigth")])
        #expect(resolver.failures["dusk"]?.message == "extends: unknown theme \"midnigth\" (did you mean 'midnight'?)")
    }
}
