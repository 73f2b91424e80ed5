import CLuaShim

/// A Swift function callable from Lua.
///
/// The body reads its arguments from the stack it is given, pushes its results and returns how
/// many it pushed. To fail it throws; the error reaches the script as a Lua error raised from C
/// after the Swift frame has returned. Bindings are usually `static let`s shared by every state.
///
/// ```swift
/// static let twice = LuaFunction { stack in
///     guard let x = stack.number(at: 1) else { throw LuaArgumentError(1, "a number") }
///     stack.push(x * 2)
///     return 1
/// }
/// ```
package final class LuaFunction: Sendable {
    let body: @Sendable (LuaStack) throws -> Int32
    /// Whether a call may leave something outside Lua's tables and upvalues (a component, the
    /// clock, output, a count): all but `scenario`, `property` and `require` may. `LuaState.hostCalls` counts
    /// the calls that may, so a file's top level that made none can be restored from an image
    /// instead of run again (`ScenarioHost`).
    let touchesHost: Bool

    package init(_ body: @escaping @Sendable (LuaStack) throws -> Int32) {
        self.body = body
        self.touchesHost = true
    }

    /// `touchesHost: false`: a function whose calls leave nothing but Lua values behind (when
    /// they succeed).
    init(touchesHost: Bool, _ body: @escaping @Sendable (LuaStack) throws -> Int32) {
        self.body = body
        self.touchesHost = touchesHost
    }
}

/// An error a Swift function raises in Lua with exactly this message (the script position is
/// prepended, as `error("...")` would do).
package struct LuaScriptError: Error, Sendable, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// A wrong argument: "bad argument #2 to 'tap' (a string expected, got nil)".
package struct LuaArgumentError: Error, Sendable, CustomStringConvertible {
    package let position: Int
    package let function: String?
    package let expected: String
    package let got: String?

    package init(_ position: Int, _ expected: String, function: String? = nil, got: String? = nil) {
        self.position = position
        self.function = function
        self.expected = expected
        self.got = got
    }

    /// A method's argument, counted as Lua's own methods count them: `self` is not one, so
    /// `h:scroll("10")` (stack slot 2) is "bad argument #1 to 'scroll'", as `("x"):rep("a")` is
    /// "bad argument #1 to 'rep'".
    package init(methodSlot slot: Int32, _ expected: String, function: String, got: String? = nil) {
        self.init(Int(slot) - 1, expected, function: function, got: got)
    }

    package var description: String {
        let name = function.map { " to '\($0)'" } ?? ""
        let actual = got.map { ", got \($0)" } ?? ""
        return "bad argument #\(position)\(name) (\(expected) expected\(actual))"
    }
}

extension LuaStack {
    /// Pushes the Lua error value for a Swift error thrown by a callback, and says how to raise
    /// it. The error a script raised in a nested call, passed on as it came, is that same value
    /// again, raised as it is (MH_RERAISE): a `pcall` around `h:tap` gets the table or string
    /// the `on_…` function raised, as it would without Swift between them. Any other `LuaError`
    /// from a nested call is passed on as a table, so its position, fields and traceback survive.
    func pushErrorValue(_ error: any Error) -> Int32 {
        guard let error = error as? LuaError else {
            push(String(describing: error))
            return MH_RAISE
        }
        if error.kind == .runtime, let last = state.lastError, last.error.kind == .runtime,
            last.error.message == error.message, last.error.location == error.location,
            last.error.traceback == error.traceback
        {
            last.value.push(on: self)
            state.reraisedError = last
            return MH_RERAISE
        }
        pushTable(fields: Int32(error.fields.count + 3))
        for (name, value) in error.fields {
            push(value)
            setField(name, in: -2)
        }
        push(error.message)
        setField("message", in: -2)
        push(error.location?.description)
        setField("where", in: -2)
        push(error.traceback)
        setField("traceback", in: -2)
        return MH_RAISE
    }
}
