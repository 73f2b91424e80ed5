import MastheadCore
import Testing

@testable import MastheadRender

@Suite("TextRenderer")
struct TextRendererTests {
    /// A small dark header: a bell with a badge, a label beside it, and a hidden hairline.
    static func smallHeader() -> RenderTree {
        let bell = HeaderFixtures.make("bell", .button, HeaderRect(x: 4, y: 0, width: 40, height: 40)) {
            $0.symbol = "bell"
            $0.fill = .fill
            $0.color = .textPrimary
            $0.cornerRadius = 12
            HeaderFixtures.button(&$0, label: "Notifications", value: "3 unread")
        }
        let label = HeaderFixtures.make(
            "date_line", .text, HeaderRect(x: 52, y: 12, width: 60, height: 16), text: "Fri 23"
        ) {
            $0.font = HeaderFixtures.typography.text(.subheadline)
            $0.color = .textSecondary
        }
        return RenderTree(
            component: "tiny", size: HeaderSize(width: 120, height: 48), ground: .bg,
            elements: [
                label, bell, HeaderFixtures.badge("badge", count: "3", on: bell.frame),
                HeaderFixtures.hairline("hairline", y: 47, visible: false),
            ],
            theme: .standard, appearance: .dark)
    }

    @Test func smallHeaderRendersExactly() {
        let expected = """
            tiny  120×48  default dark
            ┌──────────────────────────────┐
            │ ╭───────(3)                  │
            │ │        │                   │
            │ │    ⍾   │  Fri 23           │
            │ │        │                   │
            │ ╰────────╯                   │
            │                              │
            └──────────────────────────────┘

            date_line               text          52,12 60×16  "Fri 23"  SF Pro 15 regular subhead  color=textSecondary
            bell                    button        4,0 40×40  symbol=bell  color=textPrimary fill=fill  [button]
            badge                   badge         31,-6 18×18  "3"  SF Pro 12 regular caption  color=accentOn fill=accent ring=bg
            hairline                hairline      hidden

            """
        #expect(TextRenderer.render(Self.smallHeader()) == expected)
    }

    @Test func firstLineNamesComponentSizeThemeAndAppearance() {
        #expect(TextRendering(HeaderFixtures.greeting()).title == "greeting  393×165  default light")
        #expect(TextRendering(HeaderFixtures.scope(appearance: .dark)).title == "scope  393×150.333  default dark")
    }

    @Test func pictureIsAboutOneColumnPerFourPointsAndOneRowPerEight() {
        let rendering = TextRendering(HeaderFixtures.greeting())
        #expect(rendering.picture.count == 21)
        for row in rendering.picture { #expect(CharacterGrid.cellWidth(of: row) == 98) }
    }

    @Test func noLineEndsInASpaceAndTheTextEndsWithANewline() {
        for tree in [HeaderFixtures.greeting(), HeaderFixtures.greeting(.loading), HeaderFixtures.scope(offset: 100)] {
            let text = TextRenderer.render(tree)
            #expect(text.hasSuffix("\n"))
            #expect(!text.hasSuffix("\n\n"))
            for line in text.split(separator: "\n") { #expect(line.last != " ", "\(line)") }
        }
    }

    @Test func sameTreeGivesTheSameBytes() {
        let first = TextRenderer.render(HeaderFixtures.scope(offset: 37.5))
        let again = TextRenderer.render(HeaderFixtures.scope(offset: 37.5))
        #expect(first == again)
        #expect(first != TextRenderer.render(HeaderFixtures.scope(offset: 80)))
    }

    @Test func everyElementIsListedOnceInReadingOrder() {
        let tree = HeaderFixtures.greeting()
        let rendering = TextRendering(tree)
        #expect(rendering.listing.map { String($0.prefix { $0 != " " }) } == tree.elements.map(\.id))
    }

    @Test func hiddenElementsAreListedAsHidden() {
        let expanded = TextRendering(HeaderFixtures.greeting())
        #expect(expanded.line("compact_greeting")?.hasSuffix("hidden") == true)
        #expect(expanded.line("hairline")?.hasSuffix("hidden") == true)
        let collapsed = TextRendering(HeaderFixtures.greeting(.collapsed))
        #expect(collapsed.line("greeting")?.hasSuffix("hidden") == true)
        #expect(collapsed.line("hairline")?.contains("0,52 393×0.333  fill=separator") == true)
    }

    @Test func elementLineCarriesFrameTextFontTokensAndTraits() {
        let rendering = TextRendering(HeaderFixtures.scope())
        #expect(
            rendering.line("chip.unread")
                == "chip.unread             chip          16,106 99.521×32  \"Unread\"  symbol=checkmark  SF Pro 15 medium subhead  color=bg fill=textPrimary  [button, selected]"
        )
        #expect(rendering.line("filters_badge")?.contains("color=accentOn fill=accent ring=bg") == true)
    }

    @Test func opacityIsListedOnlyBelowOne() {
        var tree = HeaderFixtures.greeting()
        tree.update("greeting") { $0.opacity = 0.25 }
        let rendering = TextRendering(tree)
        #expect(rendering.line("greeting")?.contains("opacity=0.25") == true)
        #expect(rendering.line("bell")?.contains("opacity") == false)
    }

    @Test func textWithQuotesAndNewlinesStaysOnItsLine() {
        var tree = HeaderFixtures.greeting()
        tree.update("date_line") { $0.text = "3 \"tasks\"\ndue\\today" }
        let rendering = TextRendering(tree)
        #expect(rendering.line("date_line")?.contains(#""3 \"tasks\"\ndue\\today""#) == true)
        #expect(rendering.listing.count == tree.elements.count)
    }

    @Test func wrappedTextNamesItsLineCount() {
        var tree = HeaderFixtures.greeting()
        tree.update("greeting") {
            $0.lines = ["Good morning,", "Maya"]
            $0.frame.height *= 2
        }
        let rendering = TextRendering(tree)
        #expect(rendering.line("greeting")?.contains("\"Good morning, Maya\" (2 lines)") == true)
    }
}
