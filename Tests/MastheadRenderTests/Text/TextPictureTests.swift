import MastheadCore
import Testing

@testable import MastheadRender

@Suite("TextPicture")
struct TextPictureTests {
    @Test func controlsAreRoundedBoxesWithTheirSymbolInside() {
        let rendering = TextRendering(HeaderFixtures.greeting())
        let bellRow = rendering.rows(containing: "⍾")
        #expect(bellRow.count == 1)
        let row = rendering.picture[bellRow[0]]
        #expect(row.contains("│    ⍾   │"))
        #expect(rendering.rows(containing: "╭────────╮").count == 1)
        #expect(rendering.rows(containing: "╰────────╯  ╰────────╯").count == 1)
    }

    @Test func textStartsAtItsFramesColumnOnTheRowOfItsMiddle() {
        let rendering = TextRendering(HeaderFixtures.greeting())
        // The greeting: x 16 → column 4; y 64…101 → middle 82.5 → row 10.
        #expect(rendering.column(of: "Good morning, Maya", row: 10) == 4)
        // The date line is centred on the bell's row.
        #expect(rendering.rows(containing: "Friday, October 23") == rendering.rows(containing: "⍾"))
    }

    @Test func badgeShowsItsCountInParentheses() {
        #expect(TextRendering(HeaderFixtures.greeting()).rows(containing: "(3)").count == 1)
        #expect(TextRendering(HeaderFixtures.greeting(unread: "99+")).rows(containing: "(99+)").count == 1)
        #expect(TextRendering(HeaderFixtures.greeting(unread: nil)).rows(containing: "(").isEmpty)
    }

    @Test func avatarShowsInitialsOrAPhoto() {
        #expect(TextRendering(HeaderFixtures.greeting()).rows(containing: "│   ML   │").count == 1)
        let photo = TextRendering(HeaderFixtures.greeting(photo: true))
        #expect(photo.rows(containing: "ML").isEmpty)
        #expect(photo.rows(containing: "▒▒▒▒▒▒▒▒").count == 3)
    }

    @Test func searchFieldLeadsWithItsSymbolThenThePrompt() {
        let rendering = TextRendering(HeaderFixtures.greeting())
        let row = rendering.rows(containing: "Search")
        #expect(row.count == 1)
        #expect(rendering.picture[row[0]].hasPrefix("    │  ⌕     Search "))
    }

    @Test func hairlineAppearsWhenCollapsed() {
        let collapsed = TextRendering(HeaderFixtures.greeting(.collapsed))
        #expect(collapsed.picture.last == String(repeating: "─", count: 98))
        #expect(TextRendering(HeaderFixtures.greeting()).picture.last?.allSatisfy { $0 == " " } == true)
    }

    @Test func placeholdersAreShaded() {
        let loading = TextRendering(HeaderFixtures.greeting(.loading))
        #expect(loading.rows(containing: "░░░░░░░░░░").count >= 5)
        #expect(loading.rows(containing: "Good morning").isEmpty)
    }

    @Test func selectedChipIsHeavyAndTheUnderlineCoversTheHairline() {
        let rendering = TextRendering(HeaderFixtures.scope())
        #expect(rendering.rows(containing: "┃       ✓ Unread        ┃").count == 1)
        let rule = rendering.rows(containing: "────━━━━")
        #expect(rule.count == 1)
        #expect(rendering.picture[rule[0]].hasPrefix("────━━━━"))
        #expect(rendering.picture[rule[0]].hasSuffix("───"))
    }

    @Test func scrollRowIsClippedToItsViewportWithOverflowMarks() {
        let start = TextRendering(HeaderFixtures.scope())
        let chipRow = start.rows(containing: "Unread")[0]
        // Content continues after the viewport (which ends at column 82), nothing lies before it.
        #expect(start.picture[chipRow].contains("›"))
        #expect(!start.picture[chipRow].contains("‹"))
        #expect(start.rows(containing: "Trending").isEmpty)
        #expect(start.rows(containing: "Long reads").isEmpty)
        // Columns 82 and 83 lie between the viewport's end and the Filters button.
        for row in (chipRow - 2)...(chipRow + 1) {
            let cells = Array(start.picture[row])
            #expect(cells[82] == " " && cells[83] == " ", "\(start.picture[row])")
        }

        let scrolled = TextRendering(HeaderFixtures.scope(offset: 120))
        let row = scrolled.rows(containing: "Long reads")[0]
        #expect(scrolled.picture[row].hasPrefix("‹"))
        #expect(scrolled.picture[row].contains("›"))
        #expect(scrolled.rows(containing: "Unread").isEmpty)
    }

    @Test func textTooLongForItsBoxEndsInAnEllipsis() {
        var tree = HeaderFixtures.scope()
        tree.update("chip.saved") { $0.text = "Saved for a very long time indeed" }
        let rendering = TextRendering(tree)
        let row = rendering.rows(containing: "⚑ Saved for")
        #expect(row.count == 1)
        #expect(rendering.picture[row[0]].contains("…│"))
    }

    @Test func wrappedLinesTakeOneRowEach() {
        var tree = HeaderFixtures.greeting()
        tree.update("greeting") {
            $0.lines = ["Good morning,", "Maya"]
            $0.frame.height = 2 * ($0.font?.lineHeight ?? 37)
        }
        tree.update("search_field") { $0.opacity = 0 }
        let rendering = TextRendering(tree)
        let first = rendering.rows(containing: "Good morning,")
        let second = rendering.rows(containing: "Maya")
        #expect(first.count == 1 && second.count == 1)
        #expect(second[0] - first[0] == 4 || second[0] - first[0] == 5)
        #expect(rendering.column(of: "Maya", row: second[0]) == 4)
    }

    @Test func higherZDrawsOnTop() {
        // In the compact bar the badge sits on the bell's top edge: below the bell, it is covered.
        var collapsed = HeaderFixtures.greeting(.collapsed)
        collapsed.update("badge") { $0.z = -1 }
        #expect(TextRendering(collapsed).rows(containing: "(3)").isEmpty)
        #expect(TextRendering(HeaderFixtures.greeting(.collapsed)).rows(containing: "(3)").count == 1)
    }

    @Test func wideCharactersKeepTheFrameAligned() {
        var tree = HeaderFixtures.greeting()
        tree.update("date_line") { $0.text = "金曜日 👋🏽 Friday" }
        let rendering = TextRendering(tree)
        #expect(rendering.rows(containing: "金曜日").count == 1)
        for row in rendering.picture { #expect(CharacterGrid.cellWidth(of: row) == 98) }
    }
}
