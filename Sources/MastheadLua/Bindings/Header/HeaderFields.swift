import MastheadText

/// A header's fields as Lua reads them (`h.unread`, `h.scope`): read-only, and a name that is
/// not a field is an error with the nearest names, so a typo fails at its line instead of
/// reading nil. The values are the binding's (`HeaderBinding.push(field:of:on:)`).
///
/// ```lua
/// h.colapse        --> error: greeting_header has no field 'colapse' (did you mean 'collapse'?) (fields: …)
/// h.unread = 0     --> error: greeting_header: field 'unread' is read-only; use h:set{...}
/// ```
enum HeaderFields<Binding: HeaderBinding> {
    static var get: LuaFunction {
        LuaFunction { stack in
            guard let component: Binding.Component = stack.object(at: 1, as: Binding.luaClass) else {
                stack.pushNil()
                return 1
            }
            guard let name = stack.string(at: 2), Binding.fieldNames.contains(name) else {
                throw LuaScriptError(prefixed(unknownField(stack, at: 2), on: stack))
            }
            Binding.push(field: name, of: component, on: stack)
            return 1
        }
    }

    /// `h.unread = 0` is refused: the header's state changes through its steps.
    static var refuseWrite: LuaFunction {
        LuaFunction { stack in
            let key = stack.string(at: 2) ?? OptionTable.describe(stack, 2)
            throw LuaScriptError("\(Binding.name): field '\(key)' is read-only; use h:set{...}")
        }
    }

    static var tostring: LuaFunction {
        LuaFunction { stack in
            let component: Binding.Component? = stack.object(at: 1, as: Binding.luaClass)
            stack.push(component.map(Binding.describe) ?? Binding.name)
            return 1
        }
    }

    /// "greeting_header has no field 'colapse' (did you mean 'collapse'?) (fields: collapse, …)".
    private static func unknownField(_ stack: LuaStack, at index: Int32) -> String {
        let fields = " (fields: \(Binding.fieldNames.joined(separator: ", ")))"
        guard let name = stack.string(at: index) else {
            return "\(Binding.name) has no field \(OptionTable.describe(stack, index))" + fields
        }
        let known = Binding.fieldNames + Binding.luaClass.methods.map(\.0)
        return "\(Binding.name) has no field '\(name)'\(Suggestion.didYouMean(name, in: known))" + fields
    }

    /// Field reads run under a C `__index`, which gives no script position; add it here.
    private static func prefixed(_ message: String, on stack: LuaStack) -> String {
        guard let position = stack.scriptPosition() else { return message }
        return "\(position): \(message)"
    }
}
