/// A rectangle in points, from the header's top-left corner (y grows downwards): where an
/// element is drawn, and where a finger can tap it.
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample, unreadCount: 5), environment: HeaderEnvironment(),
///     clock: VirtualClock())
/// let tree = header.currentTree()
/// let badge = tree["badge"]!.frame, bell = tree["bell"]!.frame
/// #expect(badge.x > bell.x && badge.y < bell.y + bell.height / 2)   // on the bell's top-trailing corner
/// #expect(HeaderRect(x: 0, y: 0, width: 44, height: 44).description == "{x=0, y=0, w=44, h=44}")
/// ```
public struct HeaderRect: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width, from the left edge rightwards.
    public var width: Double
    /// The height, from the top edge downwards.
    public var height: Double

    /// The rectangle whose top-left corner is (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package static let zero = HeaderRect(x: 0, y: 0, width: 0, height: 0)

    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }
    package var isEmpty: Bool { !(width > 0 && height > 0) }

    /// True when every coordinate is a finite number.
    package var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    package func offsetBy(dx: Double = 0, dy: Double = 0) -> HeaderRect {
        HeaderRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    package func insetBy(dx: Double, dy: Double) -> HeaderRect {
        HeaderRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The smallest rectangle at least `minimum` wide and high with the same centre.
    package func grown(toAtLeast minimum: Double) -> HeaderRect {
        let newWidth = max(width, minimum)
        let newHeight = max(height, minimum)
        return HeaderRect(x: midX - newWidth / 2, y: midY - newHeight / 2, width: newWidth, height: newHeight)
    }

    /// True when the two rectangles share an area larger than `tolerance` in each direction.
    package func overlaps(_ other: HeaderRect, tolerance: Double = 0.01) -> Bool {
        min(maxX, other.maxX) - max(minX, other.minX) > tolerance
            && min(maxY, other.maxY) - max(minY, other.minY) > tolerance
    }

    package func contains(_ other: HeaderRect, tolerance: Double = 0.01) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    package func union(_ other: HeaderRect) -> HeaderRect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return HeaderRect(
            x: left, y: top, width: max(maxX, other.maxX) - left,
            height: max(maxY, other.maxY) - top)
    }

    public var description: String {
        "{x=\(Points.format(x)), y=\(Points.format(y)), w=\(Points.format(width)), h=\(Points.format(height))}"
    }
}
