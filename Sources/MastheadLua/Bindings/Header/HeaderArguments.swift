/// The arguments the headers' methods check, worded once: "bad argument #1 to 'scroll' (a finite
/// number of points expected, got "far")". What was given is described by its value (`got 42`,
/// `got "x"`, `got a table`), not only its type.
enum HeaderArguments {
    /// A finite number of points.
    static func points(_ stack: LuaStack, at index: Int32, function: String) throws -> Double {
        guard let value = stack.number(at: index), value.isFinite else {
            throw LuaArgumentError(
                methodSlot: index, "a finite number of points", function: function,
                got: OptionTable.describe(stack, index))
        }
        return value
    }

    /// An element id (a string).
    static func elementID(_ stack: LuaStack, at index: Int32, function: String) throws -> String {
        guard let id = stack.string(at: index) else {
            throw LuaArgumentError(
                methodSlot: index, "an element id", function: function, got: OptionTable.describe(stack, index))
        }
        return id
    }
}
