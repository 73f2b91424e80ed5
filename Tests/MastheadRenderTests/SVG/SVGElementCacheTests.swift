import MastheadCore
import Testing

@testable import MastheadRender

/// A trace's pictures drawn through one `SVGElementCache` are byte for byte the pictures drawn
/// without it: every frame of a header's transitions (a roll, a collapse, chips toggled, rows
/// scrolled sideways, loading placeholders shimmering), across a change of appearance, width and
/// text size, and with two headers sharing the cache.
@Suite struct SVGElementCacheTests {
    /// The tree every 1/60 s of the transitions in flight, and once they rest.
    static func frames(of header: some HeaderController) throws -> [RenderTree] {
        let start = header.clock.now
        let end = header.restingTime ?? start
        var trees = stride(from: start, through: end, by: 1.0 / 60).map { header.frame(at: $0) }
        try header.settle()
        trees.append(header.currentTree())
        return trees
    }

    static func greetingFilm() throws -> [RenderTree] {
        let header = GreetingHeaderController(
            inputs: GreetingHeader(profile: .sample, unreadCount: 2, pinned: true), environment: HeaderEnvironment(),
            clock: VirtualClock())
        var trees = try frames(of: header)
        header.notify(9)
        header.scroll(to: 30)
        trees += try frames(of: header)
        var dark = header.environment
        dark.appearance = .dark
        dark.width = 430
        header.set(GreetingHeader(profile: nil, pinned: true), environment: dark)
        trees += try frames(of: header)
        dark.textSize = .accessibility3
        header.set(GreetingHeader(profile: .sample, pinned: true), environment: dark)
        return trees + (try frames(of: header))
    }

    static func scopeFilm() throws -> [RenderTree] {
        let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock(), sectionTop: 40)
        var trees = try frames(of: header)
        try header.tap("chip.unread")
        trees += try frames(of: header)
        header.scrollRow(.chips, to: 80)
        header.scroll(to: 60)
        trees += try frames(of: header)
        try header.tap("scope.saved")
        return trees + (try frames(of: header))
    }

    @Test func everyPictureIsTheOneDrawnWithoutIt() throws {
        let cache = SVGElementCache()
        // The same elements in both appearances: only the paint tells their pictures apart.
        let appearances = Appearance.allCases.flatMap { appearance in
            [HeaderFixtures.greeting(appearance: appearance), HeaderFixtures.scope(appearance: appearance)]
        }
        let film = try Self.greetingFilm() + appearances + Self.scopeFilm() + appearances + Self.greetingFilm()
        #expect(film.count > 60)
        for (index, tree) in film.enumerated() {
            #expect(SVGRenderer.render(tree, reusing: cache) == SVGRenderer.render(tree), "frame \(index)")
        }
    }

    @Test func anUnchangedElementIsCopiedAndAChangedOneDrawnAgain() {
        let cache = SVGElementCache()
        let tree = HeaderFixtures.greeting(appearance: .light)
        _ = SVGRenderer.render(tree, reusing: cache)
        let bell = tree["bell"]!
        #expect(cache.markup(for: bell, clipID: nil) != nil)
        var moved = bell
        moved.frame.x += 1
        #expect(cache.markup(for: moved, clipID: nil) == nil)
        #expect(cache.markup(for: bell, clipID: "masthead-clip-0") == nil)
    }
}
