import CLuaShim

#if canImport(Glibc)
    import Glibc
#endif

/// Files compiled once per state and kept loaded: a helper module `require`d by scenario after
/// scenario is parsed the first time only (parsing was 8% of a suite whose scenarios require
/// their helpers). Running a kept function again is running the file again: each run makes its
/// own locals, closures and tables; only the compiled prototype is shared, which no script can
/// tell apart.
struct KeptChunks {
    private var chunks: [String: (bytes: [UInt8], function: LuaReference)] = [:]
    /// Suites have a few helpers; past this many names, the kept ones are let go.
    static let capacity = 256

    fileprivate func kept(_ chunkName: String, bytes: [UInt8]) -> LuaReference? {
        guard let chunk = chunks[chunkName], chunk.bytes.count == bytes.count else { return nil }
        let same = chunk.bytes.withUnsafeBytes { kept in
            bytes.withUnsafeBytes { given in
                given.isEmpty || memcmp(kept.baseAddress!, given.baseAddress!, given.count) == 0
            }
        }
        return same ? chunk.function : nil
    }

    fileprivate mutating func keep(_ function: LuaReference, for chunkName: String, bytes: [UInt8]) {
        if chunks.count >= Self.capacity { chunks.removeAll() }
        chunks[chunkName] = (bytes, function)
    }
}

extension LuaStack {
    /// Pushes the main function of a file, as `load(file:chunkName:)` does, compiling it only the
    /// first time this state sees these bytes under this name. A kept function gets its `_ENV`
    /// back: a file's `_ENV = ...` lives in that upvalue, which the last run may have set.
    func loadKept(file bytes: [UInt8], chunkName: String) throws(LuaError) {
        if let function = state.keptChunks.kept(chunkName, bytes: bytes) {
            function.push(on: self)
            resetEnvironment(ofFunctionAt: -1)
            return
        }
        try load(file: bytes, chunkName: chunkName)
        state.keptChunks.keep(LuaReference(to: -1, on: self), for: chunkName, bytes: bytes)
    }

    /// Sets a main chunk's `_ENV` (its first upvalue) back to the globals.
    func resetEnvironment(ofFunctionAt index: Int32) {
        let function = absolute(index)
        mh_pushglobaltable(raw)
        if lua_setupvalue(raw, function, 1) == nil { pop() }
    }
}
