/// The prelude compiled once per process: each new state loads these bytes instead of parsing
/// the source again. The bytes come from this process's own Lua, so loading them is safe; scripts
/// still cannot load binary chunks.
enum PreludeImage {
    static let bytecode: [UInt8] = compile()

    private static func compile() -> [UInt8] {
        guard let lua = try? LuaState() else { return [] }
        do {
            try lua.stack.load(Prelude.source, chunkName: Prelude.chunkName)
        } catch {
            fatalError("the prelude does not compile: \(error)")
        }
        return lua.stack.dump() ?? []
    }

    /// Pushes the prelude's main function on `stack`.
    static func push(on stack: LuaStack) throws(LuaError) {
        try stack.load(trusted: bytecode, chunkName: Prelude.chunkName)
    }
}
