import CLuaShim

#if canImport(Glibc)
    import Glibc
#endif

/// Loading chunks and calling functions, always protected.
extension LuaStack {
    /// Compiles a text chunk and pushes it as a function. Binary chunks are refused.
    /// `chunkName` follows Lua: "@path" for a file, "=name" for anything else.
    package func load(_ source: String, chunkName: String) throws(LuaError) {
        var source = source
        let status = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                mh_loadtext(raw, chars.baseAddress, chars.count, chunkName)
            }
        }
        if status != LUA_OK { throw popError(status: status) }
    }

    /// Compiles a file's bytes as `lua5.4 file.lua` would (`LuaFileChunk`: a byte-order mark and
    /// a `#` first line skipped), every byte as it is. Binary chunks are refused.
    package func load(file bytes: [UInt8], chunkName: String) throws(LuaError) {
        let status = LuaFileChunk.bytes(of: bytes).withUnsafeBufferPointer { chunk in
            chunk.withMemoryRebound(to: CChar.self) { mh_loadtext(raw, $0.baseAddress, $0.count, chunkName) }
        }
        if status != LUA_OK { throw popError(status: status) }
    }

    /// Loads a chunk this process compiled itself (`dump()`): never bytes from a script.
    func load(trusted bytecode: [UInt8], chunkName: String) throws(LuaError) {
        let status = bytecode.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { mh_loadtrusted(raw, $0.baseAddress, $0.count, chunkName) }
        }
        if status != LUA_OK { throw popError(status: status) }
    }

    /// The function on top as bytecode (with its debug information, for lines in messages).
    func dump() -> [UInt8]? {
        var length = 0
        guard let buffer = mh_dump(raw, &length) else { return nil }
        defer { free(buffer) }
        return Array(UnsafeRawBufferPointer(start: buffer, count: length))
    }

    /// Calls the function below `arguments` values on the stack, leaving `results` values
    /// (`LUA_MULTRET` semantics for -1). Runs under the state's armed limits: once one has
    /// tripped, the call fails with it, even when the script caught the error and returned
    /// normally (a `pcall`, a coroutine's `false, message`).
    package func call(arguments: Int32, results: Int32) throws(LuaError) {
        let base = top - arguments - 1
        let status = mh_call(raw, arguments, results)
        if status != LUA_OK { throw popError(status: status) }
        if let limit = state.trippedLimit {
            top = base
            throw limitError(limit, message: nil, traceback: nil)
        }
    }

    /// Turns the error value on top (from a failed load or call) into a `LuaError`, and pops it.
    /// A value raised again through a Swift function (`pushErrorValue`) reads as it did the first
    /// time, with the position and traceback of where the script raised it.
    func popError(status: Int32) -> LuaError {
        defer { pop() }
        var error = describeError(status: status)
        if let again = state.reraisedError, !error.isLimit {
            again.value.push(on: self)
            if lua_rawequal(raw, -1, -2) != 0 { error = again.error }
            pop()
        }
        state.reraisedError = nil
        state.lastError = (LuaReference(to: -1, on: self), error)
        return error
    }

    /// The error value on top as a `LuaError` (left on the stack).
    private func describeError(status: Int32) -> LuaError {
        mh_pushtraceback(raw)
        let traceback = string(at: -1)
        pop()
        if let limit = state.trippedLimit {
            return limitError(limit, message: string(at: -1), traceback: traceback)
        }
        switch status {
        case LUA_ERRSYNTAX:
            return LuaError(kind: .syntax, message: string(at: -1) ?? "syntax error")
        case LUA_ERRMEM:
            return LuaError(kind: .memory, message: "not enough memory", traceback: traceback)
        case LUA_ERRERR:
            return LuaError(kind: .handler, message: "error in error handling", traceback: traceback)
        default:
            return runtimeError(traceback: traceback)
        }
    }

    /// The error of a limit, at the line the script was at when it tripped (else the error's own
    /// place, else the traceback's first script line).
    private func limitError(_ limit: LuaLimit, message: String?, traceback: String?) -> LuaError {
        let location =
            state.limitPlace
            ?? message.flatMap { Self.luaPosition(of: $0, traceback: traceback) }
            ?? traceback.flatMap(Self.firstScriptLocation(in:))
        return LuaError(
            kind: .limit(limit), message: state.limits.describe(limit), location: location, traceback: traceback)
    }

    private func runtimeError(traceback: String?) -> LuaError {
        switch type(at: -1) {
        case .string:
            let message = string(at: -1) ?? ""
            var error = LuaError(kind: .runtime, message: message, traceback: traceback)
            error.location =
                Self.luaPosition(of: message, traceback: traceback) ?? traceback.flatMap(Self.firstScriptLocation(in:))
            return error
        case .table:
            let fields = stringFields(of: -1)
            let message = fields["message"] ?? describeTableError(at: -1)
            let traceback = fields["traceback"] ?? traceback
            let location =
                fields["where"].flatMap { SourceLocation(prefixOf: $0 + ":") }
                ?? Self.luaPosition(of: message, traceback: traceback)
                ?? traceback.flatMap(Self.firstScriptLocation(in:))
            var error = LuaError(
                kind: .runtime, message: message, traceback: traceback,
                fields: fields.filter { $0.key != "traceback" && $0.key != "where" })
            error.location = location
            return error
        case .nil, .none:
            return LuaError(
                kind: .runtime, message: "error object is nil",
                location: traceback.flatMap(Self.firstScriptLocation(in:)), traceback: traceback)
        default:
            return LuaError(
                kind: .runtime, message: "error object is a \(typeName(at: -1)) value (\(safeString(at: -1)))",
                location: traceback.flatMap(Self.firstScriptLocation(in:)), traceback: traceback)
        }
    }

    /// A table raised without a `message` field: its `__tostring`, or what it is.
    private func describeTableError(at index: Int32) -> String {
        let text = safeString(at: index)
        if text == "table" { return "error object is a table value" }
        if text.hasPrefix("(a ") { return "error object is a table value (its __tostring failed)" }
        return text
    }

    /// A table's string and number fields, as strings.
    private func stringFields(of index: Int32) -> [String: String] {
        var fields: [String: String] = [:]
        forEachPair(in: index) { key, valueIndex in
            guard case .name(let name) = key else { return }
            switch type(at: valueIndex) {
            case .string: fields[name] = string(at: valueIndex)
            case .number: fields[name] = LuaNumberFormat.string(for: self, at: valueIndex)
            default: break
            }
        }
        return fields
    }

    /// What `tostring` gives, run protected and within the budget; never raises.
    package func safeString(at index: Int32) -> String {
        let index = absolute(index)
        mh_pushsafestring(raw, index)
        defer { pop() }
        let text = string(at: -1) ?? "?"
        // Addresses change from run to run; keep messages stable.
        if text.hasPrefix("table: 0x") || text.hasPrefix("function: 0x") { return typeName(at: index) }
        return text
    }

    /// The `file:line:` at the start of `message` when Lua put it there: the position of a frame
    /// that was running when the error was raised (`error` with a level, a runtime error), which
    /// the traceback taken at that moment lists. Text that only looks like one (a message raised
    /// with level 0: "could not parse settings.lua:12: unexpected token") is the message, whole.
    /// Without a traceback (the error did not pass the message handler) any prefix counts.
    static func luaPosition(of message: String, traceback: String?) -> SourceLocation? {
        guard let location = SourceLocation(prefixOf: message) else { return nil }
        guard let traceback else { return location }
        let prefix = location.description + ":"
        for line in traceback.split(separator: "\n").dropFirst()
        where line.drop(while: { $0 == "\t" || $0 == " " }).hasPrefix(prefix) {
            return location
        }
        return nil
    }

    /// The first `file:line` of a traceback that belongs to a script (not `[C]`, not the prelude).
    static func firstScriptLocation(in traceback: String) -> SourceLocation? {
        for line in traceback.split(separator: "\n").dropFirst() {
            let trimmed = line.drop { $0 == "\t" || $0 == " " }
            if trimmed.hasPrefix("[C]") || trimmed.hasPrefix("[masthead") { continue }
            if let location = SourceLocation(prefixOf: String(trimmed)) { return location }
        }
        return nil
    }
}

extension LuaState {
    /// Compiles and runs a text chunk under the armed limits; returns its first result.
    @discardableResult
    package func run(_ source: String, chunkName: String) throws(LuaError) -> LuaValue {
        let base = stack.top
        defer { stack.top = base }
        try stack.load(source, chunkName: chunkName)
        try stack.call(arguments: 0, results: 1)
        return stack.value(at: -1)
    }
}

/// How Lua writes numbers (`tostring(3)` is "3", `tostring(0.5)` is "0.5", `1e100` is "1e+100").
enum LuaNumberFormat {
    static func string(for stack: LuaStack, at index: Int32) -> String {
        if stack.isInteger(at: index), let whole = stack.integer(at: index) { return String(whole) }
        return string(stack.number(at: index) ?? .nan)
    }

    static func string(_ value: Double) -> String {
        if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value)) + ".0"
        }
        return String(value)
    }
}
