import Testing

@testable import MastheadCore

/// A control's target as a finger reaches it: the whole `hit` outside scroll rows, cut to the
/// row's window inside one, none once the row has scrolled it out of view.
@Suite struct RenderTreeTargetsTests {
    static let header = try! ScopeHeader(
        title: "Reading", scopes: ScopeHeader.sampleScopes, chips: ScopeHeader.sampleChips, hasFilters: true,
        pinned: true
    ).validated()

    @Test func aChipCutByTheWindowIsTappableOnlyWhereItShows() throws {
        let tree = Self.header.layout(in: HeaderEnvironment(width: 375))
        let window = try #require(tree.scrollRow("chips")).viewport
        let cut = try #require(
            tree.elements.first { $0.role == .chip && $0.frame.minX < window.maxX && $0.frame.maxX > window.maxX })
        let target = try #require(tree.target(of: cut))
        #expect(target.minX == cut.hit!.minX)
        #expect(target.maxX == window.maxX)
        #expect(target.height == cut.hit!.height)
        let filters = try #require(tree[ScopeHeaderID.filters])
        #expect(!target.overlaps(try #require(tree.target(of: filters)), tolerance: 0))
    }

    @Test func aChipScrolledOutOfViewHasNoTargetButStaysAControl() throws {
        let tree = Self.header.layout(
            in: HeaderEnvironment(textSize: .xxxLarge), state: ScopeHeaderLayoutState(chipsOffset: 1e6))
        let first = try #require(tree[ScopeHeaderID.chip("unread")])
        #expect(first.isControl)
        #expect(tree.target(of: first) == nil)
    }

    @Test func outsideARowTheTargetIsTheWholeHit() throws {
        let tree = Self.header.layout(in: HeaderEnvironment())
        let filters = try #require(tree[ScopeHeaderID.filters])
        #expect(tree.target(of: filters) == filters.hit)
        #expect(tree.target(of: try #require(tree[ScopeHeaderID.title])) == nil)
    }

    @Test func rectanglesIntersectToTheAreaTheyShare() {
        let a = HeaderRect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            a.intersection(HeaderRect(x: 5, y: -5, width: 10, height: 10))
                == HeaderRect(x: 5, y: 0, width: 5, height: 5))
        #expect(a.intersection(HeaderRect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(a.intersection(HeaderRect(x: -1, y: -1, width: 12, height: 12)) == a)
    }
}
