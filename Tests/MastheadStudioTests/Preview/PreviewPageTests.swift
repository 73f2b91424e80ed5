import Testing

@testable import MastheadStudio

/// The served page: the live script added to the gallery; a failed build's reason above the last
/// good pictures, or on a page of its own.
@Suite struct PreviewPageTests {
    let gallery = "<html><body><header class=\"bar\">bar</header>\n<main>\npictures</main>\n</body></html>\n"

    @Test func theLiveScriptGoesAtTheEnd() {
        let live = PreviewPage.live(gallery, watching: ["Plugins", "Scenarios"], version: "v-1")
        #expect(live.hasSuffix("</script>\n</body></html>\n"))
        #expect(live.contains("new EventSource(\"/events\")"))
        #expect(live.contains("Live: watching Plugins, Scenarios"))
        #expect(live.contains("var shown = \"v-1\";"), "the page knows its own version")
    }

    /// Before the first gallery is drawn: a page that says so and loads the gallery when it comes.
    @Test func theWaitingPageSaysItIsDrawing() {
        let page = PreviewPage.waiting(watching: ["Plugins"], version: "v-1")
        #expect(page.contains("data-testid=\"waiting\">Drawing the gallery…</p>"))
        #expect(page.contains("new EventSource(\"/events\")"))
        #expect(page.contains("location.reload()"))
    }

    @Test func aFailureStandsAboveTheLastPictures() {
        let page = PreviewPage.failed("stopped <after> 2 s", previous: gallery, watching: ["Plugins"], version: "v-1")
        #expect(page.contains("<li data-testid=\"problem\">stopped &lt;after&gt; 2 s</li>"))
        #expect(page.contains("from the last gallery that could be drawn"))
        let block = page.firstRange(of: "data-testid=\"problems\"")!.lowerBound
        #expect(block < page.firstRange(of: "</header>")!.lowerBound)
        #expect(page.contains("pictures"))
        let alone = PreviewPage.failed("crashed", previous: nil, watching: ["Plugins"], version: "v-1")
        #expect(alone.contains("<main>\n<section class=\"problems\""))
        #expect(alone.contains("EventSource"))
    }
}
