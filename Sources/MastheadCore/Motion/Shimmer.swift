#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The loading shimmer: a lighter band that sweeps across a header's placeholders once every
/// 1.5 s, counted from when the header was built, for as long as the header loads.
///
/// It is not a transition: it never makes a header busy (`Animator.restingTime` knows nothing of
/// it), so settling does not wait for it, and it is read from the clock when the header is
/// drawn. Reduce Motion stops it, and so does the end of loading: placeholders fading out once
/// the content has arrived stand still. Both headers hold one; each says when it loads (the
/// greeting header while the profile is missing, the scope header while the chips are).
///
/// From Swift, a loading header's shimmer shows in its placeholders; it never keeps `settle()`
/// waiting.
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: nil), environment: HeaderEnvironment(), clock: VirtualClock())
/// #expect(header.isLoading && header.currentTree()["placeholder.greeting"]?.role == .placeholder)
/// try header.settle()                   // returns at once: the shimmer is not a transition
/// #expect(header.restingTime == nil)
/// ```
public struct Shimmer: Sendable, Equatable {
    /// One sweep, in seconds.
    package static let period = 1.5
    /// When the first sweep began (the clock's instant when the header was built).
    package let start: Double

    package init(start: Double) {
        self.start = start
    }

    /// How far the band is across at `now`: 0 up to 1, to 1/1000 (as scenarios read it).
    package func phase(at now: Double) -> Double {
        Points.round(fmod(max(now - start, 0), Self.period) / Self.period)
    }

    /// The phase at `now` of a header that `isLoading`; nil when the shimmer does not run
    /// (nothing loading, or Reduce Motion on).
    func phase(at now: Double, isLoading: Bool, reduceMotion: Bool) -> Double? {
        isLoading && !reduceMotion ? phase(at: now) : nil
    }

    /// Puts `phase` on every placeholder of `tree`; nil marks the shimmer stopped.
    static func paint(_ phase: Double?, on tree: inout RenderTree) {
        // By index: holding the elements array while updating would copy it.
        for index in tree.elements.indices where tree.elements[index].role == .placeholder {
            tree.update(tree.elements[index].id) { $0.shimmer = phase }
        }
    }
}
