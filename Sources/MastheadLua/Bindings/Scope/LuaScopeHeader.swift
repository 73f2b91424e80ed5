import MastheadCore

/// A scope header built by a scenario: the live header plus what only Lua holds (the on_filters
/// function). It draws through the generic bindings (`SceneComponent`) and follows the
/// scenario's clock (`ClockListener`).
final class LuaScopeHeader: SceneComponent, ClockListener {
    let controller: ScopeHeaderController
    var onFilters: FiltersAction

    init(controller: ScopeHeaderController, onFilters: FiltersAction) {
        self.controller = controller
        self.onFilters = onFilters
    }

    /// The settings the header has now, to apply `h:set{...}` on top of.
    var settings: ScopeHeaderSettings {
        ScopeHeaderSettings(
            header: controller.inputs, environment: controller.environment, sectionTop: controller.sectionTop,
            onFilters: onFilters)
    }

    func currentTree() -> RenderTree { controller.currentTree() }
    func targetTree() -> RenderTree { controller.targetTree }
    func frame(at time: Double) -> RenderTree { controller.animator.frame(at: time) ?? controller.targetTree }
    var events: [String] { controller.events }
    var environment: HeaderEnvironment { controller.environment }

    /// Nothing to catch up on: the only thing time moves without a transition is the loading
    /// shimmer, which the header reads from the clock when drawn.
    func clockDidMove(from start: Double, to end: Double, on stack: LuaStack) throws {}

    var restingTime: Double? { controller.restingTime }
}
