import Testing

@testable import MastheadCore

/// Found by `masthead fuzz --seed 3` (case 925): a title ending in a long run of spaces got a
/// frame tens of thousands of points wide. Spaces hanging at a line's end take no width.
@Suite("Scope header title with hanging spaces")
struct ScopeTitleSpacesTests {
    @Test func trailingSpacesDoNotWidenTheTitle() throws {
        let header = try ScopeHeader(title: "x" + String(repeating: " ", count: 10_000), scopes: []).validated()
        let tree = header.layout(in: HeaderEnvironment(width: 393))
        let title = try #require(tree["title"])
        #expect(title.frame.maxX <= 393 - 16 + 0.01)
        #expect(title.frame.width == title.font!.width(of: "x"))
    }

    @Test func aLineIsMeasuredWithoutItsHangingSpaces() {
        let font = FontSpec(face: "SF Pro", size: 17, weight: .regular, style: "body", lineHeight: 22)
        #expect(font.lineWidth(of: "ab   ") == font.width(of: "ab"))
        #expect(font.lineWidth(of: "   ") == 0)
        #expect(font.lineWidth(of: "  ab") == font.width(of: "  ab"))
    }
}
