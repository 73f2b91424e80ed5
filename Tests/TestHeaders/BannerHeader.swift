@testable import MastheadCore

/// A third header, written against `HeaderKind` and `LiveHeader` alone, to prove their shape
/// (docs/architecture.md, "Adding a header", follows it): a banner with a message that wraps to
/// the width and a Dismiss button, that fades its message as the content scrolls under it.
/// Nothing else in the package knows it.
///
/// A kind is its inputs, its live state (none here), what its geometry is worked out from and a
/// pure layout; its live header adds the changes and taps an app makes. The clock, animator,
/// deferred scrolls and every memo are `LiveHeader`'s.
struct BannerHeader: HeaderKind {
    var message: String
    var isLoading = false

    struct LiveState {}
    typealias Geometry = BannerGeometry
    typealias GeometryKey = BannerGeometry.Key
    typealias KeptElements = BannerKeptElements

    static let componentName = "banner"
    static let vocabulary = ElementVocabulary(fixed: ["message", "dismiss"])
    static let geometryReadsState = false
    static let sharedLayouts = SharedLayouts<BannerGeometry.Key, BannerGeometry, BannerKeptElements>()

    static func geometryKey(of look: HeaderLook<Self>) -> BannerGeometry.Key {
        BannerGeometry.Key(message: look.inputs.message, environment: look.environment)
    }

    static func geometry(of look: HeaderLook<Self>, wraps: TextWrapCache?) -> BannerGeometry {
        BannerGeometry(message: look.inputs.message, environment: look.environment)
    }

    /// The message fades out over the first 44 pt of scrolling; the button stays.
    static func layout(
        _ look: HeaderLook<Self>, in geometry: BannerGeometry, keeping kept: inout BannerKeptElements,
        after previous: RenderTree?
    ) -> RenderTree {
        let fade = 1 - min(max(look.scrollOffset / 44, 0), 1)
        let placement = ElementPlacement(frame: geometry.messageFrame, opacity: fade)
        let message =
            kept.message.reused(look.inputs.message, at: placement)
            ?? kept.message.keep(
                messageFields(look.inputs.message, geometry), showing: look.inputs.message, at: placement)
        var dismiss = ElementFields(
            id: "dismiss", role: .button, frame: geometry.buttonFrame,
            accessibility: AccessibilityInfo(label: "Dismiss", traits: [.button]))
        dismiss.hit = geometry.buttonFrame
        dismiss.symbol = "xmark"
        return RenderTree(
            component: componentName, size: HeaderSize(width: look.environment.width, height: geometry.height),
            ground: .bg, elements: [message, Element(dismiss)], theme: look.environment.theme,
            appearance: look.environment.appearance, indexedLike: previous)
    }

    private static func messageFields(_ message: String, _ geometry: BannerGeometry) -> ElementFields {
        var fields = ElementFields(
            id: "message", role: .text, frame: .zero, text: message, accessibility: AccessibilityInfo(label: message))
        fields.lines = geometry.lines
        fields.font = geometry.font
        fields.color = .textPrimary
        fields.transition = .smooth
        return fields
    }
}

/// Where the banner's parts go: its message wrapped beside a 44 pt button.
final class BannerGeometry: Sendable {
    struct Key: Equatable, Sendable {
        let message: String
        let environment: HeaderEnvironment
    }

    let font: FontSpec
    let lines: [String]
    let messageFrame: HeaderRect
    let buttonFrame: HeaderRect
    let height: Double

    init(message: String, environment: HeaderEnvironment) {
        let margin = environment.screenMargin
        font = environment.typography.text(.body)
        let textWidth = max(environment.width - 2 * margin - 44 - 8, 1)
        lines = font.wrap(message, maxWidth: textWidth)
        let textHeight = Double(lines.count) * font.lineHeight
        height = max(textHeight, 44) + 16
        messageFrame = HeaderRect(x: margin, y: (height - textHeight) / 2, width: textWidth, height: textHeight)
        buttonFrame = HeaderRect(x: environment.width - margin - 44, y: (height - 44) / 2, width: 44, height: 44)
    }
}

/// The message, kept while it reads the same (its place follows the scroll on its own).
struct BannerKeptElements: HeaderKeptElements {
    static var lifetime: KeptElementsLifetime { .geometry }
    var message = KeptElement<String>()
}

/// The live banner: a `LiveHeader` of `BannerHeader`s, and the two things an app does to it.
final class BannerController: HeaderController {
    let live: LiveHeader<BannerHeader>

    init(_ inputs: BannerHeader, environment: HeaderEnvironment = HeaderEnvironment(), clock: VirtualClock) {
        live = LiveHeader(
            inputs: inputs, environment: environment, state: BannerHeader.LiveState(), clock: clock,
            animator: Animator())
    }

    var inputs: BannerHeader { live.inputs }
    var environment: HeaderEnvironment { live.environment }
    var scrollOffset: Double { live.scrollOffset }
    var clock: VirtualClock { live.clock }
    var animator: Animator { live.animator }
    var shimmer: Shimmer { live.shimmer }
    var isLoading: Bool { live.isLoading }
    var events: [String] { live.events }
    var targetTree: RenderTree { live.targetTree }
    var tappableIDs: [String] { ["dismiss"] }

    /// A new message animates in; a new environment applies at once.
    @discardableResult
    func set(_ inputs: BannerHeader, environment: HeaderEnvironment?) -> Bool {
        guard inputs != self.inputs || (environment.map { $0 != self.environment } ?? false) else { return false }
        live.layOutIfNeeded()
        live.inputs = inputs
        guard let environment, environment != self.environment else {
            live.relayout()
            return true
        }
        live.endTransitions()
        live.jump(at: clock.now) { live.environment = environment }
        return true
    }

    func scroll(to offset: Double) {
        guard offset.isFinite else { return }
        live.jump(at: clock.now) { live.scrollOffset = offset }
    }

    @discardableResult
    func tap(_ id: String) throws(HeaderTapError) -> String {
        guard id == "dismiss" else { throw tapError(id, .absent) }
        live.record("on_dismiss")
        return id
    }

    @discardableResult
    func clockDidMove(from start: Double) -> Bool { false }
}
