import CLuaShim

/// Builders read back byte for byte what they were given (scenario-api.md: "fields read back as
/// given"). A builder validates its options as Swift strings, where a byte that is not UTF-8
/// becomes U+FFFD, and pushes a fresh table; this puts the given Lua strings themselves back in
/// that table, so `profile { name = "Ma\xE1" }.name` is the 3 bytes it was. (What a header
/// draws may show U+FFFD; the values read back may not.)
enum GivenStrings {
    /// For each of `names` given as a string in the table at `input`, sets the same Lua string
    /// in the table at `output` (both raw).
    static func keep(_ names: [String], from input: Int32, in output: Int32, on stack: LuaStack) {
        let input = stack.absolute(input)
        let output = stack.absolute(output)
        for name in names {
            if stack.pushField(name, of: input) == .string {
                stack.setField(name, in: output)
            } else {
                stack.pop()
            }
        }
    }

    /// The bytes of the string at `index` when they are not valid UTF-8 (nil when they are, or it
    /// is not a string): the one case where the Swift string read from it differs.
    static func invalidUTF8(at index: Int32, on stack: LuaStack) -> [UInt8]? {
        guard stack.type(at: index) == .string else { return nil }
        var length = 0
        guard let chars = mh_tostring(stack.raw, index, &length) else { return nil }
        let bytes = Array(UnsafeRawBufferPointer(start: chars, count: length))
        return String(validating: bytes, as: UTF8.self) == nil ? bytes : nil
    }

    /// Pushes `bytes` as a Lua string.
    static func push(_ bytes: [UInt8], on stack: LuaStack) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(stack.raw, $0.baseAddress, $0.count) }
        }
    }
}
