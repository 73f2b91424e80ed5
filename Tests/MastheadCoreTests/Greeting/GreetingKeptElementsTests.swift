import Testing

@testable import MastheadCore

/// A live greeting header keeps its geometry and elements from one layout to the next; whatever
/// changes, the tree it heads for is the tree a fresh layout of its state gives (elements, size,
/// index by id and all). A kept element that missed a change would show here.
@Suite struct GreetingKeptElementsTests {
    /// Each input and each environment setting changed on its own, at three collapse values, from a
    /// header that has been laid out (so everything is kept).
    @Test(arguments: [0.0, 0.5, 1.0]) func everyChangeGivesTheFreshLayout(collapse: Double) {
        for change in Self.changes {
            let header = GreetingHeaderController(
                inputs: GreetingHeader(profile: .sample, unreadCount: 3, pinned: true),
                environment: HeaderEnvironment(),
                clock: VirtualClock())
            header.scroll(to: collapse * GreetingHeader.defaultCollapseDistance)
            _ = header.targetTree
            var inputs = header.inputs
            var environment = header.environment
            change.apply(&inputs, &environment)
            header.set(inputs, environment: environment)
            #expect(header.targetTree == Self.freshLayout(of: header), "\(change.name) at collapse \(collapse)")
        }
    }

    /// Random steps, a fresh layout after each.
    @Test(arguments: 0..<30) func aRandomWalkAlwaysHeadsForTheFreshLayout(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let header = GreetingHeaderController(
            inputs: GreetingHeader(profile: Bool.random(using: &random) ? .sample : nil, pinned: true),
            environment: HeaderEnvironment(), clock: VirtualClock())
        for _ in 0..<60 {
            try HeaderWalk.apply(HeaderWalk.greetingStep(&random, header), to: header)
            #expect(header.targetTree == Self.freshLayout(of: header))
        }
    }

    /// A notification changes only the bell and the badge: every other element is the one kept
    /// (the same box), so the animator's check for a change is an identity check.
    @Test func aNotificationKeepsEveryOtherElement() {
        let header = GreetingHeaderController(
            inputs: GreetingHeader(profile: .sample, unreadCount: 1, pinned: true), environment: HeaderEnvironment(),
            clock: VirtualClock())
        let before = header.targetTree
        header.notify(2)
        let after = header.targetTree
        let changed = zip(before.elements, after.elements).filter { !$0.isIdentical(to: $1) }.map(\.1.id)
        #expect(changed == [GreetingHeaderID.bell, GreetingHeaderID.badge])
    }

    /// The header's state laid out from scratch (the shimmer as the tree has it: `DeferredJumpsTests`
    /// checks its phase).
    static func freshLayout(of header: GreetingHeaderController) -> RenderTree {
        let shimmer = header.targetTree.elements.first { $0.role == .placeholder }?.shimmer
        return header.shownInputs.layout(
            in: header.environment, at: header.laidOutTime, collapse: header.collapse, shimmer: shimmer)
    }

    struct Change: Sendable {
        let name: String
        let apply: @Sendable (inout GreetingHeader, inout HeaderEnvironment) -> Void
    }

    static let changes: [Change] = [
        Change(name: "profile") { inputs, _ in inputs.profile = Profile(name: "Ana María de la Cruz") },
        Change(name: "profile loading") { inputs, _ in inputs.profile = nil },
        Change(name: "photo") { inputs, _ in
            inputs.profile = Profile(name: "Maya Lin", avatarURL: "https://example.com/m.jpg", photo: .loaded)
        },
        Change(name: "status") { inputs, _ in inputs.status = "3 tasks due today, and a line that wraps somewhere" },
        Change(name: "unread") { inputs, _ in inputs.unreadCount = 120 },
        Change(name: "unread 0") { inputs, _ in inputs.unreadCount = 0 },
        Change(name: "collapse") { inputs, _ in inputs.collapse = 0.75 },
        Change(name: "search prompt") { inputs, _ in inputs.searchPrompt = "Search messages, people and files" },
        Change(name: "no profile action") { inputs, _ in inputs.actions.remove(.profile) },
        Change(name: "no notifications") { inputs, _ in inputs.actions.remove(.notifications) },
        Change(name: "no search") { inputs, _ in inputs.actions.remove(.search) },
        Change(name: "not pinned") { inputs, _ in inputs.pinned = false },
        Change(name: "collapse distance") { inputs, _ in inputs.collapseDistance = 20 },
        Change(name: "width") { _, environment in environment.width = 320 },
        Change(name: "text size") { _, environment in environment.textSize = .accessibility3 },
        Change(name: "reduce motion") { _, environment in environment.reduceMotion = true },
        Change(name: "theme") { _, environment in
            environment.theme.type.displayWeight = .bold
            environment.theme.radiusMD = 6
        },
        Change(name: "appearance") { _, environment in environment.appearance = .dark },
        Change(name: "os") { _, environment in environment.os = 17 },
        Change(name: "display scale") { _, environment in environment.displayScale = 2 },
        Change(name: "safe area") { _, environment in environment.safeAreaTop = 20 },
    ]
}
