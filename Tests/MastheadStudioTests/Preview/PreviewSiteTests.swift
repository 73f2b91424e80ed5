import Synchronization
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The site's news and pages: a change is told at once, and its page is made only when a request
/// first asks for it, once.
@Suite struct PreviewSiteTests {
    @Test func thePageIsMadeAtItsFirstRequestAfterTheNews() {
        let site = PreviewSite(instance: "t")
        site.publish("<p>one</p>")
        var cursor = PreviewSite.Cursor()
        #expect(site.wait(after: &cursor, seconds: 0) == .version("t-1"))
        let made = Atomic(0)
        site.publish(changing: [("picture:a", "<figure>new</figure>")]) { version in
            made.add(1, ordering: .relaxed)
            return "<p>two, \(version)</p>"
        }
        #expect(
            site.wait(after: &cursor, seconds: 0)
                == .update(#"{"from":"t-1","to":"t-2","slots":[["picture:a","<figure>new</figure>"]]}"#))
        #expect(made.load(ordering: .relaxed) == 0, "an open page hears the change before any page is made")
        #expect(String(decoding: site.current.page, as: UTF8.self) == "<p>two, t-2</p>")
        #expect(site.current.version == "t-2")
        #expect(made.load(ordering: .relaxed) == 1, "made once")
    }
}
