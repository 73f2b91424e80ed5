import MastheadCore
import TestSupport
import Testing

@testable import MastheadRender

@Suite("SVGRenderer")
struct SVGRendererTests {
    static var fixtures: [RenderTree] {
        Appearance.allCases.flatMap { appearance in
            HeaderFixtures.GreetingState.allCases.map { HeaderFixtures.greeting($0, appearance: appearance) }
                + [
                    HeaderFixtures.greeting(appearance: appearance, unread: "99+", photo: true),
                    HeaderFixtures.scope(appearance: appearance),
                    HeaderFixtures.scope(chips: nil, appearance: appearance),
                    HeaderFixtures.scope(appearance: appearance, offset: 120),
                ]
        }
    }

    /// The line of the picture that draws element `id` (each element group is on its own line).
    static func group(_ id: String, in svg: String) -> String? {
        svg.split(separator: "\n").first { $0.hasPrefix("<g id=\"\(id)\"") }.map(String.init)
    }

    @Test(.needs(.xmllint)) func xmllintFindsEveryPictureWellFormed() throws {
        var awkward = HeaderFixtures.greeting()
        awkward.update("date_line") { $0.text = "Tom & Jerry <3> \"quoted\" 'single' \u{01}\u{1F} \u{FFFE} 𝄞 👋🏽" }
        awkward.update("avatar") { $0.image = "https://example.com/a.jpg?x=1&y=<2>" }
        for tree in Self.fixtures + [awkward] {
            let result = try Subprocess.run(
                OutsideTool.xmllint.path, ["--noout", "-"], input: SVGRenderer.render(tree))
            #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
        }
    }

    @Test func everyVisibleElementHasAGroupWithItsIDAndNoHiddenOneDoes() {
        for tree in Self.fixtures {
            let svg = SVGRenderer.render(tree)
            for element in tree.elements {
                let drawn = Self.group(element.id, in: svg) != nil
                #expect(drawn == tree.isVisible(element), "\(tree.component) \(element.id)")
            }
        }
    }

    @Test func viewBoxIsTheHeaderSize() {
        let svg = SVGRenderer.render(HeaderFixtures.scope())
        #expect(
            svg.hasPrefix(
                ##"<svg xmlns="http://www.w3.org/2000/svg" width="393" height="150.333" viewBox="0 0 393 150.333""##))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func colorsAreTheThemesForTheAppearance() {
        let light = SVGRenderer.render(HeaderFixtures.greeting())
        let dark = SVGRenderer.render(HeaderFixtures.greeting(appearance: .dark))
        #expect(light.contains(##"<rect id="masthead-ground" width="393" height="165" fill="#FFFFFF"/>"##))
        #expect(dark.contains(##"<rect id="masthead-ground" width="393" height="165" fill="#000000"/>"##))
        #expect(Self.group("badge", in: light)?.contains(##"fill="#D70015""##) == true)
        #expect(Self.group("badge", in: dark)?.contains(##"fill="#FF453A""##) == true)
        #expect(Self.group("greeting", in: dark)?.contains(##"fill="#FFFFFF""##) == true)
    }

    /// The screen's bg behind a header without a ground is a shape, which every converter draws,
    /// not a CSS background on <svg>, which librsvg and most converters ignore.
    @Test func headerWithoutGroundShowsTheBgBehindItAsAShape() {
        var tree = HeaderFixtures.greeting(appearance: .dark)
        tree.ground = nil
        let svg = SVGRenderer.render(tree)
        #expect(!svg.contains("masthead-ground"))
        #expect(!svg.contains("background"))
        let lines = svg.split(separator: "\n")
        #expect(
            lines.count > 3 && lines[2] == ##"<rect id="masthead-backdrop" width="393" height="165" fill="#000000"/>"##)
    }

    @Test func ringIsOutsideTheShapeAndStrokeInside() {
        let svg = SVGRenderer.render(HeaderFixtures.greeting())
        // Badge 316,6 18×18 radius 9, ring 2 in bg.
        #expect(
            Self.group("badge", in: svg)?.contains(
                ##"<rect x="315" y="5" width="20" height="20" rx="10" fill="none" stroke="#FFFFFF" stroke-width="2"/><rect x="316" y="6" width="18" height="18" rx="9" fill="#D70015"/>"##
            )
                == true)
        // Search field 16,113 361×40 radius 12, stroke 1 in separator.
        #expect(
            Self.group("search_field", in: svg)?.contains(
                ##"<rect x="16.5" y="113.5" width="360" height="39" rx="11.5" fill="none" stroke="#C6C6C8" stroke-width="1"/>"##
            )
                == true)
    }

    @Test func textHasItsFontAndABaselineFromTheFrame() {
        let svg = SVGRenderer.render(HeaderFixtures.greeting())
        // The greeting: y 64, line height 37, 30 pt: baseline 64 + 18.5 + 0.36 × 30.
        #expect(
            Self.group("greeting", in: svg)?.contains(
                ##"<text x="16" y="93.3" font-family="'SF Pro', Inter, sans-serif" font-size="30" font-weight="600" fill="#000000" xml:space="preserve">Good morning, Maya</text>"##
            )
                == true)
        #expect(Self.group("avatar", in: svg)?.contains(##"text-anchor="middle""##) == true)
    }

    @Test func textIsEscaped() {
        var tree = HeaderFixtures.greeting()
        tree.update("date_line") { $0.text = "Tom & Jerry <3> \"hi\"\u{01}" }
        let group = Self.group("date_line", in: SVGRenderer.render(tree))
        #expect(group?.contains(">Tom &amp; Jerry &lt;3&gt; &quot;hi&quot;\u{FFFD}</text>") == true)
    }

    @Test func wrappedLinesAreSeparateTextsOneLineHeightApart() {
        var tree = HeaderFixtures.greeting()
        tree.update("greeting") {
            $0.lines = ["Good morning,", "Maya"]
            $0.frame.height = 74
        }
        let group = Self.group("greeting", in: SVGRenderer.render(tree)) ?? ""
        #expect(group.contains(##"y="93.3""##) && group.contains(">Good morning,</text>"))
        #expect(group.contains(##"y="130.3""##) && group.contains(">Maya</text>"))
    }

    @Test func opacityBelowOneGoesOnTheGroup() {
        var tree = HeaderFixtures.greeting()
        tree.update("search_field") { $0.opacity = 0.4 }
        let svg = SVGRenderer.render(tree)
        #expect(
            Self.group("search_field", in: svg)?.hasPrefix(
                ##"<g id="search_field" data-role="search_field" opacity="0.4">"##) == true)
        #expect(Self.group("bell", in: svg)?.contains("opacity") == false)
    }

    @Test func placeholderShimmerFollowsItsPhaseAndStopsWithout() {
        let early =
            Self.group("placeholder.greeting", in: SVGRenderer.render(HeaderFixtures.greeting(.loading, shimmer: 0.1)))
            ?? ""
        let late =
            Self.group("placeholder.greeting", in: SVGRenderer.render(HeaderFixtures.greeting(.loading, shimmer: 0.9)))
            ?? ""
        let still =
            Self.group("placeholder.greeting", in: SVGRenderer.render(HeaderFixtures.greeting(.loading, shimmer: nil)))
            ?? ""
        #expect(
            early.contains("<linearGradient")
                && early.contains(##"fill="url(#masthead-shimmer-placeholder.greeting)""##))
        #expect(early != late)
        #expect(!still.contains("linearGradient"))
        #expect(still.contains(##"rx="8" fill="#F2F2F7""##))
    }

    @Test func scrollRowElementsAreClippedToTheirViewport() {
        let svg = SVGRenderer.render(HeaderFixtures.scope())
        #expect(
            svg.contains(
                ##"<clipPath id="masthead-clip-1"><rect x="0" y="100" width="329" height="44" fill="#000"/></clipPath>"##
            ))
        #expect(Self.group("chip.audio", in: svg)?.contains(##"clip-path="url(#masthead-clip-1)""##) == true)
        #expect(Self.group("scope.saved", in: svg)?.contains(##"clip-path="url(#masthead-clip-0)""##) == true)
        #expect(Self.group("filters", in: svg)?.contains("clip-path") == false)
    }

    @Test func symbolsAreScaledIntoTheirSizeInTheElementsColor() {
        let svg = SVGRenderer.render(HeaderFixtures.greeting(.collapsed, appearance: .dark))
        let button = Self.group("search_button", in: svg) ?? ""
        // 18 pt in a 40 pt button at 241,6: centred at 261,26.
        #expect(
            button.contains(
                ##"<g data-symbol="magnifyingglass" transform="translate(252 17) scale(0.75)" fill="none" stroke="#FFFFFF""##
            ))
    }

    @Test func unknownSymbolDrawsANeutralSquare() {
        var tree = HeaderFixtures.scope()
        tree.update("chip.saved") { $0.symbol = "no.such.symbol" }
        let group = Self.group("chip.saved", in: SVGRenderer.render(tree)) ?? ""
        #expect(group.contains(##"data-symbol="unknown""##))
        #expect(group.contains(SymbolLibrary.unknown.parts[0].path))
    }

    @Test func photoReplacesTheInitials() {
        let group = Self.group("avatar", in: SVGRenderer.render(HeaderFixtures.greeting(photo: true))) ?? ""
        #expect(group.contains(##"data-image="https://example.com/maya.jpg""##))
        #expect(group.contains("<clipPath id=\"masthead-photo-avatar\">"))
        #expect(!group.contains(">ML</text>"))
    }

    @Test func drawOrderFollowsZThenTreeOrder() {
        let svg = SVGRenderer.render(HeaderFixtures.greeting())
        let ids = svg.split(separator: "\n").compactMap { line -> Substring? in
            guard line.hasPrefix("<g id=\"") else { return nil }
            return line.dropFirst(7).prefix { $0 != "\"" }
        }
        #expect(ids == ["date_line", "bell", "avatar", "greeting", "search_field", "badge"])
    }

    /// Every machine writes the same bytes: the pictures match the ones committed in
    /// Tests/Fixtures/renderings (`CommittedRendering`). A scrolled scope header (clip paths,
    /// fractional offsets) and a dark collapsed greeting with a photo and a "99+" badge.
    @Test func picturesAreTheCommittedBytes() {
        CommittedRendering.check(SVGRenderer.render(HeaderFixtures.scope(offset: 33.3)), is: "scope-scrolled.svg")
        CommittedRendering.check(
            SVGRenderer.render(HeaderFixtures.greeting(.collapsed, appearance: .dark, unread: "99+", photo: true)),
            is: "greeting-collapsed-dark.svg")
    }
}
