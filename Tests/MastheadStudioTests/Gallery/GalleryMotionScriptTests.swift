import TestSupport
import Testing

@testable import MastheadStudio

/// The "Try it" panel's motion in Chromium against a live preview
/// (Tests/Fixtures/browser/try_motion.py): each change played from the real animator, the same
/// frames for the same request, the scrubber and the trace pages' film strip driven by mouse and
/// keys, Reduce Motion, a change that cannot play, axe-core at 1280 and 390 px.
@Suite struct GalleryMotionScriptTests {
    @Test(.needs(.playwright, .chromium)) func playAChangeAndScrubItsFrames() throws {
        try PreviewTryBrowserTests.browseLive("browser/try_motion.py")
    }

    /// The page offers every change, each marked with its header, and Play waits for the preview.
    @Test func everyChangeIsOffered() {
        let html = GalleryPage(Gallery()).html
        for change in HeaderChange.all {
            #expect(html.contains("<option value=\"\(change.id)\" data-component=\"\(change.component.rawValue)\">"))
        }
        #expect(
            html.contains(
                "<button type=\"button\" id=\"try-play\" data-testid=\"play\" disabled=\"disabled\">Play</button>"))
        #expect(html.contains("function filmStrip(film, frames, options)"), "the trace pages' strip")
    }
}
