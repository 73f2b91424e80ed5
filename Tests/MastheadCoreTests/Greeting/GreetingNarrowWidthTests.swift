import Testing

@testable import MastheadCore

/// Found by `masthead fuzz --seed 1` (case 14): at a width of 1 point the search field's tap
/// target was as narrow as the field. A target stays 44×44 at any width.
@Suite("GreetingHeader at narrow widths")
struct GreetingNarrowWidthTests {
    @Test(arguments: [1.0, 20, 43, 90])
    func theSearchFieldKeepsA44PointTarget(_ width: Double) throws {
        let tree = GreetingHeader(profile: .sample).layout(
            in: HeaderEnvironment(width: width), at: CivilTime(year: 2026, month: 10, day: 23, hour: 9, minute: 41),
            collapse: 0, shimmer: nil)
        let field = try #require(tree["search_field"])
        let hit = try #require(field.hit)
        #expect(hit.width >= 44 && hit.height >= 44)
        #expect(hit.contains(field.frame))
    }
}
