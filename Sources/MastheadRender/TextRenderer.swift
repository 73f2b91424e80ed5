import MastheadCore

/// The text rendering of a render tree: one line per visible element, in reading order.
/// (A first version; the full picture-in-a-terminal rendering replaces it.)
public enum TextRenderer {
    public static func render(_ tree: RenderTree) -> String {
        var lines = ["\(tree.component) \(Points.format(tree.size.width))×\(Points.format(tree.size.height))"]
        for element in tree.elements where tree.isVisible(element) {
            lines.append("\(element.id) \(element.frame) \(element.text ?? "")")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// What VoiceOver says, one line per focusable element, in order.
public enum VoiceOverRenderer {
    public static func lines(_ tree: RenderTree) -> [String] {
        tree.focusableElements.map(\.accessibility.spoken)
    }

    public static func render(_ tree: RenderTree) -> String {
        lines(tree).joined(separator: "\n") + "\n"
    }
}

/// An SVG picture of a render tree. (A first version; the full picture replaces it.)
public enum SVGRenderer {
    public static func render(_ tree: RenderTree) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Points.format(tree.size.width))\" height=\"\(Points.format(tree.size.height))\"></svg>\n"
    }
}

/// The render tree as JSON. (A first version; the full rendering replaces it.)
public enum JSONRenderer {
    public static func render(_ tree: RenderTree) -> String {
        "{\"component\":\"\(tree.component)\"}\n"
    }
}
