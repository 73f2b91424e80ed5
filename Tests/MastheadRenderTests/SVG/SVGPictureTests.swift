import MastheadCore
import TestSupport
import Testing

@testable import MastheadRender

/// The SVG picture opened in real renderers: `Scripts/svg-to-png.sh` through headless Chromium, and
/// librsvg's `rsvg-convert`, which (like most converters) ignores CSS backgrounds.
@Suite("SVG picture in Chromium and librsvg")
struct SVGPictureTests {
    @Test(
        .needs(.chromium),
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

    /// A dark bare greeting header (no ground of its own) converted to PNG and looked at on a white
    /// page: the picture brings its dark backdrop, so the greeting's light text still shows.
    @Test(.needs(.rsvgConvert, .python)) func librsvgKeepsADarkBareHeadersTextOnItsBackdrop() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var tree = HeaderFixtures.greeting(appearance: .dark)
        tree.ground = nil
        let svg = directory.path + "/dark.svg"
        let png = directory.path + "/dark.png"
        try TemporaryDirectory.write(Array(SVGRenderer.render(tree).utf8), to: svg)
        let converted = try Subprocess.run(OutsideTool.rsvgConvert.path, [svg, "-o", png])
        #expect(converted.status == 0, "\(converted.output)")
        let greeting = try #require(tree["greeting"]).frame
        let box = [greeting.x, greeting.y, greeting.width, greeting.height].map { String(Int($0)) }
        let seen = try Subprocess.run(
            OutsideTool.python.path, [Subprocess.packageRoot + "/Tests/Fixtures/consumers/png_pixels.py", png] + box)
        let facts = Dictionary(
            uniqueKeysWithValues: seen.output.split(separator: "\n").map {
                let parts = $0.split(separator: "\t", maxSplits: 1)
                return (String(parts[0]), String(parts.count > 1 ? parts[1] : ""))
            })
        #expect(facts["corner"] == "0\t0\t0\t255", "the backdrop is opaque black: \(seen.output)")
        let dark = Int(facts["dark"] ?? "") ?? 0
        let light = Int(facts["light"] ?? "") ?? 0
        #expect(light > 500 && dark > light, "light text on a dark ground: \(seen.output)")
    }
}
