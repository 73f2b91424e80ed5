import MastheadCore
import MastheadText

/// The scope header's read-only fields: `scope` (the selected id), `selected` (the ids of the
/// chips that are on, in chip order), `is_stuck`, `filter_count` (the figure on Filters), and
/// `title`, `offset` (the feed's scroll offset), `ground` (the colour token behind everything).
/// `HeaderFields` refuses writes and unknown names.
extension ScopeHeaderBinding {
    static let fieldNames = ["scope", "selected", "is_stuck", "filter_count", "title", "offset", "ground"]

    static func push(field name: String, of component: ScopeHeaderComponent, on stack: LuaStack) {
        let controller = component.controller
        switch name {
        case "scope": stack.push(controller.inputs.selectedScopeID)
        case "selected": stack.push(controller.inputs.selectedChips)
        case "is_stuck": stack.push(controller.isStuck)
        case "filter_count": stack.push(controller.inputs.effectiveFilterCount)
        case "title": stack.push(controller.inputs.title)
        case "offset": ElementTable.pushNumber(controller.scrollOffset, on: stack)
        case "ground": stack.push(controller.targetTree.ground?.rawValue)
        default: stack.pushNil()
        }
    }
}
