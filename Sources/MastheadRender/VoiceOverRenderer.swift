import MastheadCore

/// What VoiceOver says, one line per focusable visible element, in reading order:
/// "Good morning, Maya, Heading", "Notifications, 3 unread, Button".
package enum VoiceOverRenderer {
    package static func lines(_ tree: RenderTree) -> [String] {
        tree.focusableElements.map(\.accessibility.spoken)
    }

    /// The lines joined by newlines, with a final newline.
    package static func render(_ tree: RenderTree) -> String {
        lines(tree).joined(separator: "\n") + "\n"
    }
}
