import CLuaShim

/// The prelude compiled once per process: each new state loads these bytes instead of parsing
/// the source again. The bytes come from this process's own Lua, so loading them is safe; scripts
/// still cannot load binary chunks.
enum PreludeImage {
    static let bytecode: [UInt8] = compile()

    private static func compile() -> [UInt8] {
        guard let lua = try? LuaState() else { return [] }
        let raw = lua.stack.raw
        var source = Prelude.source
        let status = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { mh_loadtext(raw, $0.baseAddress, $0.count, Prelude.chunkName) }
        }
        guard status == LUA_OK else { fatalError("the prelude does not compile: \(lua.stack.string(at: -1) ?? "")") }
        return lua.stack.dump() ?? []
    }

    /// Pushes the prelude's main function on `stack`.
    static func push(on stack: LuaStack) throws(LuaError) {
        try stack.load(trusted: bytecode, chunkName: Prelude.chunkName)
    }
}
