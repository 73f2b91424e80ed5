import MastheadCore

/// A scope header built by a scenario: the live header plus what only Lua holds (the
/// on_filters function).
final class ScopeHeaderComponent: HeaderComponent {
    let controller: ScopeHeaderController
    var onFilters: FiltersAction

    init(controller: ScopeHeaderController, onFilters: FiltersAction) {
        self.controller = controller
        self.onFilters = onFilters
    }

    /// The settings the header has now, to apply `h:set{...}` on top of.
    var settings: ScopeHeaderSettings {
        ScopeHeaderSettings(
            inputs: controller.inputs, environment: controller.environment, sectionTop: controller.sectionTop,
            onFilters: onFilters)
    }
}
