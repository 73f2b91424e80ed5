import Testing

@testable import MastheadCore

/// The live header's selection logic: what taps and the app's changes do to the bindings and the
/// event log.
@Suite struct ScopeHeaderControllerTests {
    func makeController(_ header: ScopeHeader = .sample, width: Double = 393, textSize: TextSize = .large) throws
        -> ScopeHeaderController
    {
        try ScopeHeaderController(
            inputs: header, environment: HeaderEnvironment(width: width, textSize: textSize), clock: VirtualClock())
    }

    @Test func tappingAScopeSelectsItTicksAndAsksForAReload() throws {
        let controller = try makeController()
        #expect(try controller.tap("scope.following") == .scope(id: "following", changed: true))
        #expect(controller.inputs.selectedScopeID == "following")
        #expect(controller.events == ["haptic:selection", "scope_changed:following"])
        let tree = controller.targetTree
        #expect(tree["underline"]?.frame.minX == tree["scope.following"]?.frame.minX)
        #expect(tree["scope.following"]?.color == .textPrimary)
        #expect(tree["scope.for-you"]?.color == .textSecondary)
    }

    @Test func tappingTheSelectedScopeChangesNothingAndRecordsNothing() throws {
        let controller = try makeController()
        let before = controller.targetTree
        #expect(try controller.tap("scope.for-you") == .scope(id: "for-you", changed: false))
        #expect(controller.events.isEmpty)
        #expect(controller.targetTree == before)
    }

    @Test func tappingChipsTogglesThemInChipOrder() throws {
        let controller = try makeController()
        try controller.tap("chip.saved")
        try controller.tap("chip.unread")
        #expect(controller.inputs.selectedChips == ["unread", "saved"])
        try controller.tap("chip.saved")
        #expect(controller.inputs.selectedChips == ["unread"])
        #expect(
            controller.events == [
                "haptic:selection", "chips_changed:saved", "haptic:selection", "chips_changed:unread,saved",
                "haptic:selection", "chips_changed:unread",
            ])
        #expect(controller.inputs.effectiveFilterCount == 1)
        #expect(controller.currentTree()["filters_badge"]?.text == "1")
    }

    @Test func tappingFiltersRecordsOnFilters() throws {
        let controller = try makeController()
        #expect(try controller.tap("filters") == .filters)
        #expect(controller.events == ["on_filters"])
    }

    @Test func settingTheSameValuesTwiceRecordsNothingTheSecondTime() throws {
        let controller = try makeController()
        var header = controller.inputs
        header.selectedScope = "saved"
        header.selectedChips = ["audio"]
        #expect(try controller.set(header))
        #expect(controller.events == ["scope_changed:saved", "chips_changed:audio"])
        #expect(try controller.set(header) == false)
        #expect(controller.events.count == 2)
    }

    @Test func tapErrorsNameTheIdAndListWhatCanBeTapped() throws {
        var header = ScopeHeader.sample
        header.hasFilters = false
        let controller = try makeController(header)
        for (id, reason) in [
            ("nope", HeaderTapError.Problem.absent), ("title", .notAControl), ("filters", .absent),
        ] {
            #expect(throws: HeaderTapError.self) { try controller.tap(id) }
            do {
                try controller.tap(id)
            } catch {
                #expect(error.problem == reason)
                #expect(error.description.contains("\"\(id)\""))
                #expect(error.tappable.contains("scope.saved"))
                #expect(error.tappable.contains("chip.today"))
                #expect(!error.tappable.contains("filters"))
            }
        }
        #expect(controller.events.isEmpty)
    }

    @Test func aChipOutOfViewIsScrolledIntoViewBeforeTheTap() throws {
        let controller = try makeController(width: 375)
        let row = try #require(controller.row(.chips))
        let before = try #require(controller.targetTree["chip.today"])
        #expect(!row.shows(before.frame))
        try controller.tap("chip.today")
        let after = try #require(controller.targetTree["chip.today"])
        let scrolled = try #require(controller.row(.chips))
        #expect(scrolled.offset > 0)
        #expect(scrolled.shows(after.frame))
        #expect(controller.inputs.selectedChips == ["today"])
    }

    @Test func theSelectedScopeIsKeptInViewWhenScopesScroll() throws {
        let scopes = (1...30).map { ScopeHeader.Scope(id: "s\($0)", title: "Scope \($0)") }
        let header = ScopeHeader(title: "Many", scopes: scopes, selectedScope: "s25", chips: [])
        for size in [TextSize.large, .accessibility5] {
            let controller = try makeController(header, width: 375, textSize: size)
            let row = try #require(controller.row(.scopes))
            #expect(row.scrolls)
            #expect(row.shows(try #require(controller.targetTree["scope.s25"]).frame))
            var changed = controller.inputs
            changed.selectedScope = "s2"
            try controller.set(changed)
            #expect(try #require(controller.row(.scopes)).shows(try #require(controller.targetTree["scope.s2"]).frame))
            try controller.tap("scope.s30")
            #expect(try #require(controller.row(.scopes)).shows(try #require(controller.targetTree["scope.s30"]).frame))
        }
    }

    @Test func aRowScrollsOnlyAsFarAsItsContent() throws {
        let controller = try makeController()
        #expect(controller.scrollRow(.chips, to: 10_000))
        let row = try #require(controller.row(.chips))
        #expect(row.offset == row.maximumOffset)
        controller.scrollRow(.chips, to: -50)
        #expect(controller.row(.chips)?.offset == 0)
        #expect(controller.scrollRow(.scopes, to: 30))
        #expect(controller.row(.scopes)?.offset == 0, "the sample scopes fit: nothing to scroll")
    }

    @Test func placeholdersShimmerWithTheClockUnlessMotionIsReduced() throws {
        var header = ScopeHeader.sample
        header.chips = nil
        let clock = VirtualClock()
        let controller = try ScopeHeaderController(inputs: header, clock: clock)
        #expect(controller.currentTree()["placeholder.chip.1"]?.shimmer == 0)
        try clock.advance(by: 0.75)
        #expect(controller.currentTree()["placeholder.chip.1"]?.shimmer == 0.5)
        try controller.set(controller.inputs, environment: HeaderEnvironment(reduceMotion: true))
        #expect(controller.currentTree()["placeholder.chip.1"]?.shimmer == nil)
    }
}
