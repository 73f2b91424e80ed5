import RunnerTestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// Texts packed and unpacked as the gallery's script does: every unit back, repeats as copies,
/// nothing in the packed text that could end its script element.
@Suite struct PackedTextTests {
    @Test(arguments: [
        [""], ["", ""], ["a"], ["~", "~~x~"], ["</script><!-- </SCRIPT"], ["\r\n\t\u{1}"],
        ["😀😀😀😀😀😀😀😀😀😀😀😀", "a😀😀😀😀😀😀😀😀😀😀😀😀b"], ["abcdefghij" + String(repeating: "abcdefghij", count: 900)],
    ])
    func everyTextComesBack(texts: [String]) {
        let packed = PackedText.packed(texts)
        #expect(PackedText.unpacked(packed) == texts)
        #expect(!packed.lowercased().contains("</script") && !packed.contains("<!--") && !packed.contains("\r"))
    }

    @Test func repeatsBecomeCopies() {
        let picture = (0..<200).map { "<rect x=\"\($0)\" fill=\"#1F6FEB\"/>" }.joined()
        let texts = [picture, picture.replacing("#1F6FEB", with: "#D1242F"), picture]
        let packed = PackedText.packed(texts)
        #expect(PackedText.unpacked(packed) == texts)
        #expect(packed.utf16.count * 5 < texts.joined().utf16.count, "\(packed.utf16.count)")
    }

    @Test func aCopyReachesFarBack() {
        let far = (0..<40_000).map { String($0 % 97) }.joined(separator: ",")
        let texts = ["the start of it all, once", far, "the start of it all, once"]
        let packed = PackedText.packed(texts)
        #expect(PackedText.unpacked(packed) == texts)
        #expect(!packed.hasSuffix("the start of it all, once"))
    }

    @Test func notPackedTextIsRefused() {
        #expect(PackedText.unpacked("~") == nil)
        #expect(PackedText.unpacked("~AAAAB") == nil, "a copy from before the start")
        #expect(PackedText.unpacked("~!12") == nil)
    }
}
