import CLuaShim

#if canImport(Glibc)
    import Glibc
#endif

/// Loading chunks and calling functions, always protected.
extension LuaStack {
    /// Compiles a text chunk and pushes it as a function. Binary chunks are refused.
    /// `chunkName` follows Lua: "@path" for a file, "=name" for anything else.
    public func load(_ source: String, chunkName: String) throws(LuaError) {
        var source = source
        let status = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                mh_loadtext(raw, chars.baseAddress, chars.count, chunkName)
            }
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
    public func call(arguments: Int32, results: Int32) throws(LuaError) {
        let base = top - arguments - 1
        let status = mh_call(raw, arguments, results)
        if status != LUA_OK { throw popError(status: status) }
        if let limit = state.trippedLimit {
            top = base
            throw limitError(limit, message: nil, traceback: nil)
        }
    }

    /// Turns the error value on top (from a failed load or call) into a `LuaError`, and pops it.
    func popError(status: Int32) -> LuaError {
        defer { pop() }
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
            ?? message.flatMap(SourceLocation.init(prefixOf:))
            ?? traceback.flatMap(Self.firstScriptLocation(in:))
        return LuaError(
            kind: .limit(limit), message: state.limits.describe(limit), location: location, traceback: traceback)
    }

    private func runtimeError(traceback: String?) -> LuaError {
        switch type(at: -1) {
        case .string:
            return LuaError(kind: .runtime, message: string(at: -1) ?? "", traceback: traceback)
        case .table:
            let fields = stringFields(of: -1)
            let message = fields["message"] ?? describeTableError(at: -1)
            let traceback = fields["traceback"] ?? traceback
            let location =
                fields["where"].flatMap { SourceLocation(prefixOf: $0 + ":") }
                ?? SourceLocation(prefixOf: message)
                ?? traceback.flatMap(Self.firstScriptLocation(in:))
            return LuaError(
                kind: .runtime, message: message, location: location, traceback: traceback,
                fields: fields.filter { $0.key != "traceback" && $0.key != "where" })
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
    public func safeString(at index: Int32) -> String {
        let index = absolute(index)
        mh_pushsafestring(raw, index)
        defer { pop() }
        let text = string(at: -1) ?? "?"
        // Addresses change from run to run; keep messages stable.
        if text.hasPrefix("table: 0x") || text.hasPrefix("function: 0x") { return typeName(at: index) }
        return text
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
    public func run(_ source: String, chunkName: String) throws(LuaError) -> LuaValue {
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
