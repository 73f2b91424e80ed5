/// What a tap on a scope header did, so the caller can run the app's code for it (the
/// `onFilters` closure): a scope selected, a chip toggled, or Filters.
///
/// ```swift
/// let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
/// #expect(try header.tap("scope.saved") == .scope(id: "saved", changed: true))
/// #expect(try header.tap("scope.saved") == .scope(id: "saved", changed: false))   // already selected
/// #expect(try header.tap("filters") == .filters)
/// #expect(header.events == ["haptic:selection", "scope_changed:saved", "on_filters"])
/// ```
public enum ScopeHeaderTap: Sendable, Equatable {
    /// A scope was tapped; `changed` is false when it was already selected.
    case scope(id: String, changed: Bool)
    /// A chip was toggled; `isOn` is its new state.
    case chip(id: String, isOn: Bool)
    case filters
}

/// Taps: what the user's finger does to the bindings.
extension ScopeHeaderController {
    /// Taps the element `id`. A tab selects its scope (unless it is selected already: then nothing
    /// happens and nothing is recorded); a chip toggles; Filters records "on_filters". A tab or
    /// chip not entirely in its row's view is first scrolled into view, as a user would.
    @discardableResult
    public func tap(_ id: String) throws(HeaderTapError) -> ScopeHeaderTap {
        guard let element = targetTree[id] else { throw tapError(id, .absent) }
        guard element.isControl else { throw tapError(id, .notAControl) }
        guard isReachable(element, in: targetTree) else { throw tapError(id, .hidden(opacity: element.opacity)) }
        if id == ScopeHeaderID.filters {
            live.record(ScopeHeaderEvent.onFilters)
            return .filters
        }
        let scrolled = reveal(element)
        if let scope = inputs.scopes.first(where: { ScopeHeaderID.scope($0.id) == id }) {
            return selectScope(scope.id, scrolled: scrolled)
        }
        if let chip = inputs.chips?.first(where: { ScopeHeaderID.chip($0.id) == id }) {
            return toggleChip(chip.id)
        }
        throw tapError(id, .notAControl)
    }

    /// The ids of the controls that can be tapped now (scrolling their row if needed).
    public var tappableIDs: [String] {
        let tree = targetTree
        return tree.elements.filter { $0.isControl && isReachable($0, in: tree) }.map(\.id)
    }

    private func selectScope(_ id: String, scrolled: Bool) -> ScopeHeaderTap {
        guard inputs.selectedScopeID != id else {
            if scrolled { live.relayout() }
            return .scope(id: id, changed: false)
        }
        var changed = inputs
        changed.selectedScope = id
        live.inputs = changed
        live.record(ScopeHeaderEvent.selectionHaptic)
        live.record(ScopeHeaderEvent.scopeChanged(id))
        let geometry = self.geometry
        revealSelectedScope(in: geometry)
        live.relayout()
        return .scope(id: id, changed: true)
    }

    private func toggleChip(_ id: String) -> ScopeHeaderTap {
        var changed = inputs
        let isOn = !inputs.isOn(id)
        let ids = Set(isOn ? inputs.selectedChips + [id] : inputs.selectedChips.filter { $0 != id })
        changed.selectedChips = (inputs.chips ?? []).map { $0.id }.filter(ids.contains)
        live.inputs = changed
        live.record(ScopeHeaderEvent.selectionHaptic)
        live.record(ScopeHeaderEvent.chipsChanged(changed.selectedChips))
        let geometry = self.geometry
        revealChip(id, in: geometry)
        live.relayout()
        return .chip(id: id, isOn: isOn)
    }

    /// Shown (not faded out, inside the header's height), or in a row that can scroll to it.
    private func isReachable(_ element: Element, in tree: RenderTree) -> Bool {
        guard element.opacity > 0.001 else { return false }
        if element.scrollRow != nil {
            return element.frame.minY < tree.size.height && element.frame.maxY > 0
        }
        return tree.isVisible(element)
    }
}
