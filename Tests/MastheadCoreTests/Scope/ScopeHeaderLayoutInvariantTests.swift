import Testing

@testable import MastheadCore

/// Layout rules over every text size, the widths 375/393/430, zero to 30 scopes and chips,
/// loading and hidden chip rows, with and without Filters, and long and non-Latin titles.
@Suite("ScopeHeader layout invariants")
struct ScopeHeaderLayoutInvariantTests {
    /// The pairs drawn over each other on purpose: a tab's count run inside the tab, the
    /// underline on the tabs' hairline, the badge on the Filters button, and, when no chip row
    /// follows the tabs, the stuck hairline on the tabs' hairline and under the underline.
    static func allowedOverlap(_ first: String, _ second: String) -> Bool {
        if first.hasPrefix("scope."), second == "scope_count." + first.dropFirst("scope.".count) { return true }
        let pair = Set([first, second])
        return pair == [ScopeHeaderID.underline, ScopeHeaderID.scopesHairline]
            || pair == [ScopeHeaderID.filters, ScopeHeaderID.filtersBadge]
            || pair == [ScopeHeaderID.hairline, ScopeHeaderID.scopesHairline]
            || pair == [ScopeHeaderID.hairline, ScopeHeaderID.underline]
    }

    /// Each case laid out at rest, with both rows scrolled part way (items cut at the windows'
    /// edges), and stuck with both rows scrolled to their far end.
    static func trees(_ header: ScopeHeader, _ environment: HeaderEnvironment) -> [RenderTree] {
        [
            header.layout(in: environment),
            header.layout(in: environment, state: ScopeHeaderLayoutState(scopesOffset: 37.3, chipsOffset: 61.7)),
            header.layout(
                in: environment, state: ScopeHeaderLayoutState(isStuck: true, scopesOffset: 1e6, chipsOffset: 1e6)),
        ]
    }

    static func problems(_ check: (RenderTreeChecks) -> [String]) -> [String] {
        var found: [String] = []
        for (label, header, environment) in ScopeHeaderFixtures.everyCase {
            for tree in trees(header, environment) {
                let checks = RenderTreeChecks(tree: tree, allowedOverlaps: allowedOverlap)
                found += check(checks).map { "\(label): \($0)" }
            }
        }
        return found
    }

    @Test func everyValueIsFinite() {
        let found = Self.problems { $0.nonFiniteValues() }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(3))")
    }

    @Test func everyVisibleControlHasA44PointTarget() {
        let found = Self.problems { $0.smallTargets() }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(3))")
    }

    @Test func visibleElementsAndTargetsDoNotOverlapUnlessDesignedTo() {
        let found = Self.problems { $0.overlaps() }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(3))")
    }

    @Test func nothingLeavesTheHeaderUnlessItsRowCanReachIt() {
        let found = Self.problems { $0.unreachable() }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(3))")
    }

    @Test func noTextIsCut() {
        let found = Self.problems { $0.cutTexts() }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(3))")
    }

    /// Rows whose content overflows scroll; below the accessibility sizes every tab and chip fits
    /// its row whole, and at any size the selected tab does.
    @Test func rowsThatOverflowScrollAndTheirItemsCanBeShownWhole() {
        var found: [String] = []
        for (label, header, environment) in ScopeHeaderFixtures.everyCase {
            let tree = header.layout(in: environment)
            for row in tree.scrollRows {
                let members = tree.elements.filter { $0.scrollRow == row.id }
                let extent = members.map { $0.frame.maxX + row.offset - row.viewport.minX }.max() ?? 0
                if extent > row.viewport.width + 0.01, !row.scrolls {
                    found.append("\(label): \(row.id) overflows without scrolling")
                }
            }
            if !environment.textSize.isAccessibilitySize {
                for element in tree.elements where element.scrollRow != nil {
                    if let row = tree.scrollRow(element.scrollRow!), element.frame.width > row.viewport.width {
                        found.append("\(label): \(element.id) cannot be seen whole at a standard text size")
                    }
                }
            }
            if let id = header.selectedScopeID, let tab = tree[ScopeHeaderID.scope(id)],
                let row = tree.scrollRow("scopes"),
                tab.frame.width > row.viewport.width
            {
                found.append("\(label): selected tab wider than its row")
            }
        }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(3))")
    }
}
