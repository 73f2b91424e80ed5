import Testing

@testable import MastheadCore

/// The live header: minute refresh, scrolling, notifications, status and taps.
@Suite("GreetingHeaderController")
struct GreetingHeaderControllerTests {
    static func make(_ header: GreetingHeader = GreetingHeader(profile: .sample), at time: String = "2026-10-23 11:59")
        -> (GreetingHeaderController, VirtualClock)
    {
        let clock = VirtualClock(now: CivilTime(parsing: time)!.seconds)
        return (GreetingHeaderController(inputs: header, environment: HeaderEnvironment(), clock: clock), clock)
    }

    @Test func theHeaderFollowsTheMinute() throws {
        let (header, clock) = Self.make()
        try clock.advance(by: 30)
        #expect(!header.clockDidMove(from: clock.now - 30))
        #expect(header.currentTree()["greeting"]?.text == "Good morning, Maya")
        try clock.advance(by: 30)
        #expect(header.clockDidMove(from: clock.now - 30))
        #expect(header.currentTree()["greeting"]?.text == "Good afternoon, Maya")
    }

    @Test func scrollingCollapsesAPinnedHeaderAtOnce() {
        let (header, _) = Self.make(GreetingHeader(profile: .sample, pinned: true))
        header.scroll(to: 36)
        #expect(header.collapse == 0.5)
        #expect(header.currentTree()["hairline"]?.opacity == 0.5)
    }

    @Test func notificationsAddUp() {
        let (header, _) = Self.make()
        header.notify()
        header.notify(98)
        #expect(header.currentTree()["badge"]?.text == "99")
        header.notify()
        #expect(header.currentTree()["badge"]?.text == "99+")
        header.notify(.max)
        #expect(header.inputs.unreadCount == .max)
    }

    @Test func aProvidedStatusReplacesTheDateUnlessTheAppPassesOne() {
        let (header, _) = Self.make()
        header.provideStatus("2 tasks due today")
        #expect(header.dateLine == "2 tasks due today")
        var inputs = header.inputs
        inputs.status = "Offline"
        header.set(inputs)
        #expect(header.currentTree()["date_line"]?.text == "Offline")
        inputs.status = nil
        header.set(inputs)
        header.provideStatus(nil)
        #expect(header.dateLine == "Friday, October 23")
    }

    @Test func tapsRecordTheirEvents() throws {
        let (header, _) = Self.make()
        #expect(try header.tap("bell") == .notifications)
        #expect(try header.tap("avatar") == .profile)
        #expect(try header.tap("search_field") == .search)
        #expect(header.events == ["on_notifications", "on_profile", "on_search"])
    }

    @Test func aTapOnSomethingAbsentNamesItAndTheControls() {
        let (header, _) = Self.make(GreetingHeader(profile: .sample, actions: [.profile]))
        #expect(throws: HeaderTapError(component: "greeting", id: "bell", problem: .absent, tappable: ["avatar"])) {
            try header.tap("bell")
        }
        #expect(header.events.isEmpty)
    }

    /// What `tappableIDs` lists is exactly what `tap` accepts, folded or not.
    @Test func theTappableIdsAreWhatATapAccepts() {
        for collapse in [0.0, 0.5, 1] {
            let ids = ElementVocabulary.of(GreetingHeader.componentName)!.fixed
            for id in ids {
                let (header, _) = Self.make(GreetingHeader(profile: .sample, unreadCount: 3, collapse: collapse))
                let listed = header.tappableIDs.contains(id)
                #expect((try? header.tap(id)) != nil ? listed : !listed, "\(id) at collapse \(collapse)")
            }
        }
        let (folded, _) = Self.make(GreetingHeader(profile: .sample, collapse: 1, actions: [.search, .notifications]))
        #expect(folded.tappableIDs == ["search_button", "bell"])
    }

    @Test func aTapOnSomethingHiddenOrNotAControlIsRefused() {
        let (header, _) = Self.make(GreetingHeader(profile: .sample, collapse: 1, actions: [.search, .notifications]))
        do {
            try header.tap("search_field")
            Issue.record("tapped a folded field")
        } catch {
            #expect(error.problem == .hidden(opacity: 0))
            #expect(error.description.contains("search_button, bell"))
        }
        #expect(throws: HeaderTapError.self) { try header.tap("avatar") }
        #expect(throws: HeaderTapError.self) { try header.tap("compact_greeting") }
    }

    @Test func theShimmerRunsWhileLoadingUnlessMotionIsReduced() throws {
        let (header, clock) = Self.make(GreetingHeader())
        let first = header.currentTree()["placeholder.greeting"]?.shimmer
        try clock.advance(by: 0.75)
        let later = header.currentTree()["placeholder.greeting"]?.shimmer
        #expect(first != nil && later != nil && first != later)
        header.set(header.inputs, environment: HeaderEnvironment(reduceMotion: true))
        #expect(header.currentTree()["placeholder.greeting"]?.shimmer == nil)
    }
}
