import Testing

@testable import MastheadCore

/// Geometries and first layouts shared between the headers of a process: each is made once per
/// key, a header built like an earlier one reuses its elements, and what is shared never changes a
/// tree, on one thread or many.
@Suite struct SharedLayoutsTests {
    @Test func eachKeysGeometryIsMadeOnceAndTheOldestIsForgotten() {
        let shared = SharedLayouts<Int, String, [String]>()
        var made = 0
        func geometry(_ key: Int) -> String {
            shared.geometry(for: key) {
                made += 1
                return "geometry \(key)"
            }
        }
        #expect(geometry(1) == "geometry 1")
        #expect(geometry(1) == "geometry 1")
        #expect(made == 1)
        for key in 2...SharedLayouts<Int, String, [String]>.capacity { _ = geometry(key) }
        #expect(made == SharedLayouts<Int, String, [String]>.capacity)
        _ = geometry(100)
        _ = geometry(2)
        #expect(made == SharedLayouts<Int, String, [String]>.capacity + 1)
        _ = geometry(1)
        #expect(made == SharedLayouts<Int, String, [String]>.capacity + 2, "key 1 was the oldest")
    }

    @Test func theFirstElementsSharedForAKeyStay() {
        let shared = SharedLayouts<Int, String, [String]>()
        shared.share(["not kept"], for: 1)
        #expect(shared.elements(for: 1) == nil, "no geometry for the key yet")
        _ = shared.geometry(for: 1) { "geometry" }
        shared.share(["first"], for: 1)
        shared.share(["second"], for: 1)
        #expect(shared.elements(for: 1) == ["first"])
    }

    /// A second header built like the first lays out the same elements, not copies of them.
    @Test func aHeaderBuiltLikeAnEarlierOneReusesItsElements() throws {
        let inputs = GreetingHeader(profile: Profile(name: "Shared Layouts"), unreadCount: 4, pinned: true)
        let first = GreetingHeaderController(inputs: inputs, environment: HeaderEnvironment(), clock: VirtualClock())
        let second = GreetingHeaderController(inputs: inputs, environment: HeaderEnvironment(), clock: VirtualClock())
        let (one, two) = (first.targetTree, second.targetTree)
        #expect(two == one)
        #expect(zip(one.elements, two.elements).allSatisfy { $0.isIdentical(to: $1) })
        let scope = ScopeHeader(
            title: "Shared layouts", scopes: ScopeHeader.sampleScopes, chips: ScopeHeader.sampleChips, hasFilters: true)
        let (three, four) = (
            try ScopeHeaderController(inputs: scope, clock: VirtualClock()).targetTree,
            try ScopeHeaderController(inputs: scope, clock: VirtualClock()).targetTree
        )
        #expect(four == three)
        #expect(zip(three.elements, four.elements).allSatisfy { $0.isIdentical(to: $1) })
    }

    /// Headers built and driven on many tasks at once, in a few states each, head for the trees a
    /// fresh layout gives.
    @Test func headersOnManyTasksShareWithoutChangingATree() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<16 {
                group.addTask {
                    let header = GreetingHeaderController(
                        inputs: GreetingHeader(profile: .sample, status: task % 2 == 0 ? nil : "Busy", pinned: true),
                        environment: HeaderEnvironment(width: [393, 320, 430][task % 3]), clock: VirtualClock())
                    var matches = true
                    for step in 0..<20 {
                        header.scroll(to: Double(step * 7 % 90))
                        if step % 5 == 0 { header.notify(1) }
                        matches = matches && header.targetTree == GreetingKeptElementsTests.freshLayout(of: header)
                    }
                    return matches
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 16 && results.allSatisfy { $0 })
    }
}
