import MastheadCore
import MastheadRender

/// A text rendering taken apart the way a reader sees it: the title line, the picture's rows
/// (inside the frame) and the element lines.
struct TextRendering {
    var raw: String
    var title: String
    var picture: [String]
    var listing: [String]

    init(_ tree: RenderTree) {
        self.init(TextRenderer.render(tree))
    }

    init(_ raw: String) {
        self.raw = raw
        let lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        title = lines.first ?? ""
        let bottom = lines.firstIndex { $0.hasPrefix("└") } ?? lines.count
        picture = lines[min(2, bottom)..<bottom].map { String($0.dropFirst().dropLast()) }
        listing = lines.dropFirst(bottom + 2).filter { !$0.isEmpty }
    }

    /// The element line of `id`, if any.
    func line(_ id: String) -> String? {
        listing.first { $0.hasPrefix(id + " ") }
    }

    /// The rows of the picture that contain `text`.
    func rows(containing text: String) -> [Int] {
        picture.indices.filter { picture[$0].contains(text) }
    }

    /// The column (in characters) where `text` first starts on `row`.
    func column(of text: String, row: Int) -> Int? {
        guard let range = picture[row].firstRange(of: text) else { return nil }
        return picture[row].distance(from: picture[row].startIndex, to: range.lowerBound)
    }
}
