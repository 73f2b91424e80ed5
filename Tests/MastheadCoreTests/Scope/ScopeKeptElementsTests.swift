import Testing

@testable import MastheadCore

/// A live scope header keeps its geometry and elements from one layout to the next; whatever
/// changes, the tree it heads for is the tree a fresh layout of its state gives (elements, rows,
/// index by id and all). A kept element that missed a change would show here.
@Suite struct ScopeKeptElementsTests {
    /// Each input and each environment setting changed on its own, from a header that has been
    /// laid out (so everything is kept), with its rows scrolled and not.
    @Test(arguments: [0.0, 60.0]) func everyChangeGivesTheFreshLayout(rowOffset: Double) throws {
        for change in Self.changes {
            let header = try ScopeHeaderController(
                inputs: ScopeHeader(
                    title: "Reading", scopes: ScopeHeader.sampleScopes, chips: ScopeHeader.sampleChips,
                    selectedChips: ["unread"], hasFilters: true, pinned: true),
                clock: VirtualClock())
            header.scrollRow(.chips, to: rowOffset)
            header.scrollRow(.scopes, to: rowOffset)
            _ = header.targetTree
            var inputs = header.inputs
            var environment = header.environment
            change.apply(&inputs, &environment)
            try header.set(inputs, environment: environment)
            #expect(header.targetTree == Self.freshLayout(of: header), "\(change.name), rows at \(rowOffset)")
        }
    }

    /// Random steps, a fresh layout after each.
    @Test(arguments: 0..<30) func aRandomWalkAlwaysHeadsForTheFreshLayout(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let header = try ScopeHeaderController(
            inputs: ScopeHeader(
                title: "Reading", scopes: ScopeHeader.sampleScopes,
                chips: Bool.random(using: &random) ? ScopeHeader.sampleChips : nil, hasFilters: true, pinned: true),
            clock: VirtualClock())
        for _ in 0..<60 {
            try HeaderWalk.apply(HeaderWalk.scopeStep(&random, header), to: header)
            #expect(header.targetTree == Self.freshLayout(of: header))
        }
    }

    /// Turning a chip on changes that chip and the Filters figure; the title and the tabs are the
    /// ones kept (the same boxes), so the animator's check for a change is an identity check.
    @Test func aChipTurnedOnKeepsTheTitleAndTheTabs() throws {
        let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
        let before = header.targetTree
        try header.tap(ScopeHeaderID.chip("saved"))
        let after = header.targetTree
        for id in [ScopeHeaderID.title, ScopeHeaderID.scope("for-you"), ScopeHeaderID.underline] {
            #expect(after[id]!.isIdentical(to: before[id]!), "\(id)")
        }
        #expect(!after[ScopeHeaderID.chip("saved")]!.isIdentical(to: before[ScopeHeaderID.chip("saved")]!))
    }

    static func freshLayout(of header: ScopeHeaderController) -> RenderTree {
        header.inputs.layout(in: header.environment, state: header.state)
    }

    struct Change: Sendable {
        let name: String
        let apply: @Sendable (inout ScopeHeader, inout HeaderEnvironment) -> Void
    }

    static let changes: [Change] = [
        Change(name: "title") { inputs, _ in inputs.title = "A much longer title that wraps over two lines" },
        Change(name: "scopes") { inputs, _ in
            inputs.scopes = [
                ScopeHeader.Scope(id: "a", title: "All", count: 3), ScopeHeader.Scope(id: "b", title: "B"),
            ]
            inputs.selectedScope = "b"
        },
        Change(name: "a scope's count") { inputs, _ in inputs.scopes[0].count = 120 },
        Change(name: "a scope's title") { inputs, _ in inputs.scopes[1].title = "People you follow" },
        Change(name: "no scopes") { inputs, _ in inputs.scopes = [] },
        Change(name: "selected scope") { inputs, _ in inputs.selectedScope = "saved" },
        Change(name: "chips loading") { inputs, _ in
            inputs.chips = nil
            inputs.selectedChips = []
        },
        Change(name: "no chips") { inputs, _ in
            inputs.chips = []
            inputs.selectedChips = []
        },
        Change(name: "a chip's title") { inputs, _ in inputs.chips?[1].title = "Saved for later" },
        Change(name: "a chip's symbol") { inputs, _ in inputs.chips?[0].symbol = "star" },
        Change(name: "selected chips") { inputs, _ in inputs.selectedChips = ["saved", "audio"] },
        Change(name: "filter count") { inputs, _ in inputs.filterCount = 120 },
        Change(name: "stuck") { inputs, _ in inputs.isStuck = true },
        Change(name: "no filters") { inputs, _ in inputs.hasFilters = false },
        Change(name: "not pinned") { inputs, _ in inputs.pinned = false },
        Change(name: "width") { _, environment in environment.width = 320 },
        Change(name: "text size") { _, environment in environment.textSize = .accessibility3 },
        Change(name: "reduce motion") { _, environment in environment.reduceMotion = true },
        Change(name: "theme") { _, environment in environment.theme.type.textDesign = .rounded },
        Change(name: "appearance") { _, environment in environment.appearance = .dark },
        Change(name: "display scale") { _, environment in environment.displayScale = 2 },
    ]
}
