import MastheadCore
import TestSupport
import Testing

@testable import MastheadRender

/// The SVG picture opened in a real renderer: `Scripts/svg-to-png.sh` through headless Chromium.
@Suite("SVG picture in Chromium")
struct SVGPictureTests {
    static let chromium = Subprocess.exists("/usr/bin/chromium")

    @Test(
        .enabled(if: chromium),
        arguments: [("greeting", HeaderFixtures.greeting()), ("scope", HeaderFixtures.scope(appearance: .dark))])
    func chromiumDrawsThePicture(name: String, tree: RenderTree) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let svg = directory.path + "/\(name).svg"
        let png = directory.path + "/\(name).png"
        try TemporaryDirectory.write(Array(SVGRenderer.render(tree).utf8), to: svg)
        let result = try Subprocess.run(Subprocess.packageRoot + "/Scripts/svg-to-png.sh", [svg, png])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("ERROR"), "\(result.output)")
        let bytes = try TemporaryDirectory.read(png)
        let size = PNGHeader.size(bytes)
        #expect(size?.width == Int(tree.size.width.rounded(.up)))
        #expect(size?.height == Int(tree.size.height.rounded(.up)))
        // A blank picture of this size compresses to about a kilobyte; text and shapes take more.
        #expect(bytes.count > 4_000)
    }
}
