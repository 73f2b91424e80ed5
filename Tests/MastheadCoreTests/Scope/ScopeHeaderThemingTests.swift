import Testing

@testable import MastheadCore

/// Token by token, what the Theming notes ask of each part.
@Suite struct ScopeHeaderThemingTests {
    func tree(_ change: (inout ScopeHeader) -> Void = { _ in }, environment: HeaderEnvironment = HeaderEnvironment())
        -> RenderTree
    {
        var header = ScopeHeader.sample
        header.selectedChips = ["unread", "saved"]
        change(&header)
        return (try! header.validated()).layout(in: environment)
    }

    @Test func theHeaderBringsItsOwnGround() {
        #expect(tree().ground == .bg)
    }

    @Test func theTitleIsTheDisplayFaceAt28PointsCappedAtSemibold() throws {
        var type = Theme.standard.type
        type.displayWeight = .black
        type.face = "Fraunces"
        type.bundled = false
        type.figureDesign = .monospaced
        type.textDesign = .serif
        var theme = Theme.standard
        theme.type = type
        let title = try #require(tree(environment: HeaderEnvironment(theme: theme))["title"])
        #expect(title.font?.size == 28)
        #expect(title.font?.weight == .semibold)
        #expect(title.font?.face == "New York", "monospaced figures: the fallback takes the text design")
        #expect(title.color == .textPrimary)
        let large = try #require(tree(environment: HeaderEnvironment(textSize: .accessibility5))["title"])
        #expect(large.font!.size > 28)
    }

    @Test func scopesAreBodyTextWithAnUnderlineOnAHairline() throws {
        let tree = tree(environment: HeaderEnvironment(displayScale: 2))
        let selected = try #require(tree["scope.for-you"])
        let other = try #require(tree["scope.following"])
        #expect(selected.font?.style == "body" && selected.font?.weight == .semibold && selected.color == .textPrimary)
        #expect(other.font?.weight == .regular && other.color == .textSecondary)
        #expect(tree["scope_count.for-you"]?.color == .textTertiary)
        #expect(tree["scope_count.for-you"]?.text == "4")
        let underline = try #require(tree["underline"])
        #expect(underline.frame.height == 2 && underline.fill == .textPrimary && underline.transition == .hero)
        let hairline = try #require(tree["scopes_hairline"])
        #expect(hairline.frame.height == 0.5 && hairline.fill == .separator)
        #expect(hairline.frame.maxY == underline.frame.maxY)
    }

    @Test func chipsOffAndOn() throws {
        let tree = tree()
        let off = try #require(tree["chip.audio"])
        let on = try #require(tree["chip.unread"])
        #expect(off.font?.style == "subhead" && off.font?.weight == .medium)
        #expect(off.fill == .fill && off.stroke == .separator && off.strokeWidth == 1 && off.symbol == "headphones")
        #expect(on.fill == .textPrimary && on.color == .bg && on.symbol == "checkmark" && on.stroke == nil)
        #expect(on.transition == .snappy)
    }

    @Test func filtersCarriesTheHeadersOnlyAccent() throws {
        let tree = tree()
        let filters = try #require(tree["filters"])
        let badge = try #require(tree["filters_badge"])
        #expect(filters.fill == .fill && filters.ring == .separator && filters.symbol == "line.3.horizontal.decrease")
        #expect(badge.fill == .accent && badge.color == .accentOn && badge.ring == .bg && badge.text == "2")
        #expect(badge.font?.style == "caption")
        let accented = tree.elements.filter { [$0.fill, $0.color, $0.stroke, $0.ring].contains(.accent) }
        #expect(accented.map(\.id) == ["filters_badge"])
    }

    @Test func theBadgeHidesAtZeroAndCapsAt99() {
        #expect(tree { $0.selectedChips = [] }["filters_badge"] == nil)
        #expect(tree { $0.filterCount = 99 }["filters_badge"]?.text == "99")
        #expect(tree { $0.filterCount = 100 }["filters_badge"]?.text == "99+")
        #expect(tree { $0.filterCount = 100 }["filters"]?.accessibility.value == "100 on")
    }

    @Test func chipRowStates() {
        let loading = tree { $0.chips = nil }
        #expect(loading.elements.filter { $0.role == .placeholder }.count == 4)
        #expect(loading["placeholder.chip.1"]?.accessibility.isFocusable == false)
        let hidden = tree {
            $0.chips = []
            $0.selectedChips = []
        }
        #expect(hidden.elements.allSatisfy { !$0.id.hasPrefix("chip.") && $0.id != "filters" })
        #expect(hidden.size.height < tree().size.height)
        #expect(tree { $0.hasFilters = false }["filters"] == nil)
    }

    @Test func voiceOverReadsEachPart() {
        let spoken = tree().focusableElements.map(\.accessibility.spoken)
        #expect(spoken.first == "Reading, Heading")
        #expect(spoken.contains("Selected, For you, 4 new, Button"))
        #expect(spoken.contains("Following, Button"))
        #expect(spoken.contains("Selected, Unread, Button. Removes Unread from the filters."))
        #expect(spoken.contains("Audio, Button. Adds Audio to the filters."))
        #expect(spoken.last == "Filters, 2 on, Button. Opens all filters.")
    }
}
