import MastheadCore
import MastheadText

/// The read-only fields of a greeting header object: `h.collapse`, `h.unread`, `h.status`,
/// `h.date_line`, `h.profile`, `h.scroll_offset`, `h.pinned`, `h.loading` and `h.ground` (the
/// token behind the header, nil when it has none). `HeaderFields` refuses writes and unknown names.
extension GreetingHeaderBinding {
    static let fieldNames = [
        "collapse", "unread", "status", "date_line", "profile", "scroll_offset", "pinned", "loading", "ground",
    ]

    static func push(field name: String, of component: GreetingHeaderComponent, on stack: LuaStack) {
        let controller = component.controller
        switch name {
        case "collapse": ElementTable.pushNumber(controller.collapse, on: stack)
        case "unread": stack.push(controller.inputs.unreadCount)
        case "status": stack.push(controller.shownInputs.status)
        case "date_line": stack.push(controller.dateLine)
        case "profile":
            if let profile = controller.inputs.profile {
                ProfileTable.push(profile, on: stack)
            } else {
                stack.pushNil()
            }
        case "scroll_offset": ElementTable.pushNumber(controller.scrollOffset, on: stack)
        case "pinned": stack.push(controller.inputs.pinned)
        case "loading": stack.push(controller.isLoading)
        case "ground": stack.push(controller.targetTree.ground?.rawValue)
        default: stack.pushNil()
        }
    }
}
