import Testing

@testable import MastheadRunner

/// The site's news and pages: a change is told before the page that follows it is made, and the
/// page served is always the one of the version told.
@Suite struct PreviewSiteTests {
    @Test func theChangeIsToldWhileItsPageIsMade() {
        let site = PreviewSite(instance: "t")
        site.publish("<p>one</p>")
        var cursor = PreviewSite.Cursor()
        #expect(site.wait(after: &cursor, seconds: 0) == .version("t-1"))
        var heard: PreviewSite.News?
        site.publish(changing: [("picture:a", "<figure>new</figure>")]) { version in
            heard = site.wait(after: &cursor, seconds: 0)
            return "<p>two, \(version)</p>"
        }
        #expect(
            heard == .update(#"{"from":"t-1","to":"t-2","slots":[["picture:a","<figure>new</figure>"]]}"#),
            "an open page hears the change before the page is made")
        #expect(site.current.version == "t-2")
        #expect(String(decoding: site.current.page, as: UTF8.self) == "<p>two, t-2</p>")
    }
}
