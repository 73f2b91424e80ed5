import MastheadCore
import MastheadTestSupport
import Testing

@testable import MastheadRender

/// The SVG picture opened in a real renderer: `Scripts/svg-to-png.sh` through headless Chromium.
@Suite("SVG picture in Chromium")
struct SVGPictureTests {
    static let chromium = Subprocess.exists("/usr/bin/chromium")

    /// Width and height from a PNG's IHDR chunk, nil when the bytes are not a PNG.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    @Test(.enabled(if: chromium), arguments: [("greeting", HeaderFixtures.greeting()), ("scope", HeaderFixtures.scope(appearance: .dark))])
    func chromiumDrawsThePicture(name: String, tree: RenderTree) throws {
        let directory = try ScratchDirectory(prefix: "masthead-render")
        defer { directory.remove() }
        let svg = directory.path + "/\(name).svg", png = directory.path + "/\(name).png"
        try ScratchDirectory.writeText(SVGRenderer.render(tree), to: svg)
        let result = try Subprocess.run(Subprocess.packageRoot + "/Scripts/svg-to-png.sh", [svg, png])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("ERROR"), "\(result.output)")
        let bytes = try ScratchDirectory.readBytes(png)
        let size = Self.pngSize(bytes)
        #expect(size?.width == Int(tree.size.width.rounded(.up)))
        #expect(size?.height == Int(tree.size.height.rounded(.up)))
        // A blank picture of this size compresses to about a kilobyte; text and shapes take more.
        #expect(bytes.count > 4_000)
    }
}
