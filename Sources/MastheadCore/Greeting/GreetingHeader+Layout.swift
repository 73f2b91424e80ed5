/// The pure layout: inputs, environment, the minute, a collapse value and the shimmer phase in;
/// a render tree out. Nothing here reads a clock or keeps state, so equal arguments give equal
/// trees and motion can interpolate between any two of them.
extension GreetingHeader {
    /// The component name render trees carry.
    package static let componentName = "greeting"

    /// Lays the header out at `collapse` (0 expanded … 1 compact; clamped) for the minute `time`.
    /// `shimmer` is the loading shimmer's phase (0..1), nil when it does not run (Reduce Motion,
    /// or a profile that is there).
    package func layout(
        in environment: HeaderEnvironment, at time: CivilTime, collapse: Double, shimmer: Double?
    ) -> RenderTree {
        layout(
            GreetingGeometry(header: self, environment: environment, time: time), collapse: collapse, shimmer: shimmer)
    }

    /// The same from a geometry already worked out for these inputs, environment and minute: the
    /// geometry (fonts, wrapped lines, the row) does not depend on collapse, so a scroll that only
    /// moves collapse reuses it.
    func layout(_ geometry: GreetingGeometry, collapse: Double, shimmer: Double?) -> RenderTree {
        let environment = geometry.environment
        let blend = GreetingBlend(collapse: collapse)
        // Reading order follows the picture: the row from leading to trailing, then the block.
        let elements: [Element?] = [
            dateLineElement(geometry, blend),
            profile.map { compactGreetingElement($0, geometry, blend) }
                ?? compactPlaceholder(geometry, blend, shimmer: shimmer),
            searchButtonElement(geometry, blend),
            bellElement(geometry, blend),
            badgeElement(geometry, blend),
            profile.map { avatarElement($0, geometry, blend) } ?? avatarPlaceholder(geometry, blend, shimmer: shimmer),
            profile.map { greetingElement($0, geometry, blend) }
                ?? greetingPlaceholder(geometry, blend, shimmer: shimmer),
            searchFieldElement(geometry, blend),
            hairlineElement(geometry, blend),
        ]
        return RenderTree(
            component: Self.componentName,
            size: HeaderSize(width: environment.width, height: geometry.height(blend)),
            ground: pinned ? .bg : nil, elements: elements.compactMap { $0 }, theme: environment.theme,
            appearance: environment.appearance, transition: .smooth)
    }

    /// The pinned bar's hairline: one pixel at the bottom edge, fading in with collapse.
    func hairlineElement(_ geometry: GreetingGeometry, _ blend: GreetingBlend) -> Element? {
        guard pinned else { return nil }
        let thickness = geometry.environment.hairline
        var element = Element(
            id: GreetingHeaderID.hairline, role: .hairline,
            frame: HeaderRect(
                x: 0, y: geometry.height(blend) - thickness, width: geometry.environment.width, height: thickness),
            opacity: blend.hairlineOpacity)
        element.fill = .separator
        element.z = 2
        element.transition = .smooth
        return element
    }
}
