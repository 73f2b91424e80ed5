import MastheadCore
import MastheadText

/// The read-only fields of a greeting header object: `h.collapse`, `h.unread`, `h.status`,
/// `h.date_line`, `h.profile`, `h.scroll_offset`, `h.pinned`, `h.loading` and `h.ground` (the
/// token behind the header, nil when it has none). Writing any field is an error that points to
/// `h:set{...}`; reading an unknown one is an error with a suggestion.
enum GreetingHeaderFields {
    static let names = [
        "collapse", "unread", "status", "date_line", "profile", "scroll_offset", "pinned", "loading", "ground",
    ]

    static let get: LuaFunction = LuaFunction { stack in
        guard let component: GreetingHeaderComponent = stack.object(at: 1, as: GreetingHeaderClass.luaClass),
            let key = stack.string(at: 2)
        else {
            stack.pushNil()
            return 1
        }
        let controller = component.controller
        switch key {
        case "collapse": ElementTable.pushNumber(controller.collapse, on: stack)
        case "unread": stack.push(controller.header.unreadCount)
        case "status": stack.push(controller.shownInputs.status)
        case "date_line": stack.push(controller.dateLine)
        case "profile":
            if let profile = controller.header.profile {
                ProfileTable.push(profile, on: stack)
            } else {
                stack.pushNil()
            }
        case "scroll_offset": ElementTable.pushNumber(controller.scrollOffset, on: stack)
        case "pinned": stack.push(controller.header.pinned)
        case "loading": stack.push(controller.header.isLoading)
        case "ground": stack.push(controller.target.ground?.rawValue)
        default:
            let known = names + GreetingHeaderClass.luaClass.methods.map(\.0)
            throw LuaScriptError(
                prefixed("greeting_header has no field '\(key)'\(Suggestion.didYouMean(key, in: known))", on: stack)
                    + " (fields: \(names.joined(separator: ", ")))")
        }
        return 1
    }

    /// `h.unread = 0` is refused: the header's state changes through its steps.
    static let refuseWrite: LuaFunction = LuaFunction { stack in
        let key = stack.string(at: 2) ?? OptionTable.describe(stack, 2)
        throw LuaScriptError("greeting_header: field '\(key)' is read-only; use h:set{...}")
    }

    /// `greeting_header(collapse 0.5, unread 3)`.
    static let describe: LuaFunction = LuaFunction { stack in
        guard let component: GreetingHeaderComponent = stack.object(at: 1, as: GreetingHeaderClass.luaClass) else {
            stack.push("greeting_header")
            return 1
        }
        let controller = component.controller
        stack.push(
            "greeting_header(collapse \(Points.format(controller.collapse)), unread \(controller.header.unreadCount))")
        return 1
    }

    /// Field reads run under a C `__index`, which gives no script position; add it here.
    private static func prefixed(_ message: String, on stack: LuaStack) -> String {
        guard let position = stack.scriptPosition() else { return message }
        return "\(position): \(message)"
    }
}
