import MastheadCore
import MastheadText

/// The scope header's read-only fields: `scope` (the selected id), `selected` (the ids of the
/// chips that are on, in chip order), `is_stuck`, `filter_count` (the figure on Filters), and
/// `title`, `offset` (the feed's scroll offset), `ground` (the colour token behind everything).
/// Any other name is an error, as is assigning.
enum ScopeHeaderFields {
    static let names = ["scope", "selected", "is_stuck", "filter_count", "title", "offset", "ground"]

    static let get = LuaFunction { stack in
        let header = try stack.scopeHeader("a field")
        let controller = header.controller
        guard let name = stack.string(at: 2) else {
            throw LuaScriptError("a scope header has no field \(OptionTable.describe(stack, 2))")
        }
        switch name {
        case "scope": stack.push(controller.header.selectedScopeID)
        case "selected": stack.push(controller.header.selectedChips)
        case "is_stuck": stack.push(controller.isStuck)
        case "filter_count": stack.push(controller.header.effectiveFilterCount)
        case "title": stack.push(controller.header.title)
        case "offset": ElementTable.pushNumber(controller.feedOffset, on: stack)
        case "ground": stack.push(controller.targetTree.ground?.rawValue)
        default:
            let methods = (ScopeHeaderMethods.all + CommonMethods.all).map(\.0)
            throw LuaScriptError(
                "a scope header has no field '\(name)'\(Suggestion.didYouMean(name, in: names + methods)) (fields: \(names.joined(separator: ", ")))"
            )
        }
        return 1
    }

    static let set = LuaFunction { stack in
        let name = stack.string(at: 2) ?? OptionTable.describe(stack, 2)
        throw LuaScriptError("a scope header's fields are read-only: change '\(name)' with s:set{ \(name) = ... }")
    }

    static let tostring = LuaFunction { stack in
        let header = try stack.scopeHeader("tostring")
        stack.push("scope_header(\"\(header.controller.header.title)\")")
        return 1
    }
}
