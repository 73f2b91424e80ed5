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
        var kept = GreetingKeptElements()
        return layout(
            GreetingGeometry(header: self, environment: environment, time: time), collapse: collapse,
            shimmer: shimmer, keeping: &kept)
    }

    /// The same from a geometry already worked out for these inputs, environment and minute: the
    /// geometry (fonts, wrapped lines, the row) does not depend on collapse, so a scroll that only
    /// moves collapse reuses it. `kept` holds the elements of the last layout in this geometry
    /// (a live header's), made again only where what they show changed, and moved where only
    /// their place did; `previous` is that layout, whose index by id the tree shares when the ids
    /// are the same.
    func layout(
        _ geometry: GreetingGeometry, collapse: Double, shimmer: Double?, keeping kept: inout GreetingKeptElements,
        after previous: RenderTree? = nil
    ) -> RenderTree {
        let environment = geometry.environment
        let blend = GreetingBlend(collapse: collapse)
        // Reading order follows the picture: the row from leading to trailing, then the block.
        var elements: [Element] = []
        elements.reserveCapacity(9)
        elements.append(dateLineElement(geometry, blend, &kept))
        elements.append(
            isLoading
                ? compactPlaceholder(geometry, blend, shimmer: shimmer, &kept)
                : compactGreetingElement(geometry, blend, &kept))
        if let button = searchButtonElement(geometry, blend, &kept) { elements.append(button) }
        if let bell = bellElement(geometry, &kept) { elements.append(bell) }
        if let badge = badgeElement(geometry, &kept) { elements.append(badge) }
        if let profile {
            elements.append(avatarElement(profile, geometry, blend, &kept))
            elements.append(greetingElement(geometry, blend, &kept))
        } else {
            elements.append(avatarPlaceholder(geometry, blend, shimmer: shimmer, &kept))
            elements.append(greetingPlaceholder(geometry, blend, shimmer: shimmer, &kept))
        }
        if let field = searchFieldElement(geometry, blend, &kept) { elements.append(field) }
        if let hairline = hairlineElement(geometry, blend, &kept) { elements.append(hairline) }
        return RenderTree(
            component: Self.componentName,
            size: HeaderSize(width: environment.width, height: geometry.height(blend)),
            ground: pinned ? .bg : nil, elements: elements, theme: environment.theme,
            appearance: environment.appearance, transition: .smooth, indexedLike: previous)
    }

    /// The pinned bar's hairline: one pixel at the bottom edge, fading in with collapse.
    func hairlineElement(
        _ geometry: GreetingGeometry, _ blend: GreetingBlend, _ kept: inout GreetingKeptElements
    ) -> Element? {
        guard pinned else { return nil }
        let thickness = geometry.environment.hairline
        let placement = ElementPlacement(
            frame: HeaderRect(
                x: 0, y: geometry.height(blend) - thickness, width: geometry.environment.width, height: thickness),
            opacity: blend.hairlineOpacity)
        if let element = kept.hairline.reused(FixedLook(), at: placement) { return element }
        var element = ElementFields(id: GreetingHeaderID.hairline, role: .hairline, frame: .zero)
        element.fill = .separator
        element.z = 2
        element.transition = .smooth
        return kept.hairline.keep(element, showing: FixedLook(), at: placement)
    }
}
