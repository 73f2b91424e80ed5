import MastheadCore
import Testing

@testable import MastheadRender

@Suite("ElementContent")
struct ElementContentTests {
    @Test func chipCentresItsSymbolAndTextTogether() throws {
        let chip = try #require(HeaderFixtures.scope()["chip.saved"])
        let content = ElementContent(chip)
        let symbol = try #require(content.symbolFrame)
        let line = try #require(content.lines.first)
        #expect(content.alignment == .center)
        #expect(symbol.width == 15 && symbol.midY == chip.frame.midY)
        #expect(abs(line.frame.minX - (symbol.maxX + content.gap)) < 1e-9)
        // Equal margins left of the symbol and right of the text.
        #expect(abs((symbol.minX - chip.frame.minX) - (chip.frame.maxX - line.frame.maxX)) < 1e-9)
    }

    @Test func searchFieldLeadsAfterItsPadding() throws {
        let field = try #require(HeaderFixtures.greeting()["search_field"])
        let content = ElementContent(field)
        #expect(content.alignment == .leading)
        #expect(content.symbolFrame?.minX == field.frame.minX + ElementContent.fieldPadding)
        #expect(content.lines.first.map { $0.frame.minX > content.symbolFrame!.maxX } == true)
    }

    @Test func wrappedLinesStackByLineHeightFromTheTop() throws {
        var greeting = try #require(HeaderFixtures.greeting()["greeting"])
        greeting.lines = ["Good morning,", "Maya"]
        greeting.frame.height = 74
        let lines = ElementContent(greeting).lines
        #expect(lines.map(\.frame.minY) == [64, 101])
        #expect(lines.allSatisfy { $0.frame.minX == 16 && $0.frame.height == 37 })
    }

    @Test func symbolOnItsOwnIsHalfTheShorterSideWithoutASize() throws {
        var button = try #require(HeaderFixtures.greeting()["bell"])
        button.symbolSize = nil
        #expect(ElementContent(button).symbolFrame == HeaderRect(x: 299, y: 22, width: 20, height: 20))
    }
}
