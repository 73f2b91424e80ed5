import CLuaShim

/// An owning handle on one sandboxed Lua 5.4 state.
///
/// A state is confined to the thread that uses it (it is not `Sendable`). Scripts see only the
/// sandboxed base library (see `docs/security.md`); everything that can raise runs protected, and
/// Swift callbacks never raise: they throw, and a C trampoline raises after they have returned.
///
/// ```swift
/// let lua = try LuaState()
/// try lua.run("return 1 + 2", chunkName: "=example")
/// ```
package final class LuaState {
    /// The main thread's stack. Callbacks receive the stack of the thread that called them.
    package private(set) var stack: LuaStack!
    /// What the embedding code hangs on the state (the scenario context, say).
    package var context: AnyObject?
    /// Functions this state made and must keep alive as long as it is open.
    var ownedFunctions: [LuaFunction] = []
    /// Class metatables already created in this state.
    var registeredClasses: Set<String> = []
    /// The limits the current budget was armed with, for naming them in errors.
    package private(set) var limits: LuaLimits = .unlimited
    /// The value of the last error that reached Swift and what it was read as, so that a
    /// script's error passing through a Swift function (an `on_…` callback's, out of `h:tap`) is
    /// raised again as that very value (`LuaStack.pushErrorValue`); and the one raised again so,
    /// until the next error reaches Swift.
    var lastError: (value: LuaReference, error: LuaError)?
    var reraisedError: (value: LuaReference, error: LuaError)?
    /// Calls of Swift functions that may have left something outside Lua (see
    /// `LuaFunction.touchesHost`), and of any that failed, so far.
    var hostCalls = 0
    /// Files compiled once and kept loaded (`LuaStack.loadKept`).
    var keptChunks = KeptChunks()

    package init() throws(LuaError) {
        let owner = Unmanaged.passUnretained(Self.placeholder).toOpaque()
        guard let raw = mh_newstate(luaDispatch, luaRelease, owner) else {
            throw LuaError(kind: .memory, message: "cannot create a Lua state: out of memory")
        }
        mh_gethost(raw).pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        mh_opensandbox(raw)
        stack = LuaStack(raw: raw, state: self)
    }

    deinit {
        mh_close(stack.raw)
    }

    /// Starts a fresh budget for the next piece of script code.
    package func arm(_ limits: LuaLimits) {
        self.limits = limits
        mh_arm(stack.raw, limits.instructions, limits.seconds, limits.memoryBytes)
    }

    /// Moves the armed deadline on by `seconds` (none armed: nothing to move).
    package func postponeDeadline(by seconds: Double) {
        guard let host = mh_gethost(stack.raw), host.pointee.deadline > 0, seconds > 0 else { return }
        host.pointee.deadline += seconds
    }

    /// The bytes the state holds now, and the most it held since the budget was armed.
    package var memoryInUse: Int { Int(mh_gethost(stack.raw).pointee.used) }
    package var peakMemory: Int { Int(mh_gethost(stack.raw).pointee.peak) }
    /// Instructions charged since the budget was armed.
    package var instructionsUsed: Int64 { Int64(mh_gethost(stack.raw).pointee.instructions) }

    /// The limit that stopped the last script, if one did.
    var trippedLimit: LuaLimit? {
        LuaLimit(tripped: mh_gethost(stack.raw).pointee.tripped)
    }

    /// Where the script was when the limit tripped (its innermost line outside the prelude), when
    /// one did and the place was known.
    var limitPlace: SourceLocation? {
        let host = mh_gethost(stack.raw)!
        guard host.pointee.limit_line > 0 else { return nil }
        let file = withUnsafeBytes(of: host.pointee.limit_source) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return SourceLocation(file: file, line: Int(host.pointee.limit_line))
    }

    /// Keeps `function` alive for the state's lifetime (for functions that are not static).
    func own(_ function: LuaFunction) {
        ownedFunctions.append(function)
    }

    /// Stands in as the owner while the state is being created, before `self` is complete.
    private static let placeholder = LuaPlaceholderOwner()
}

private final class LuaPlaceholderOwner: Sendable {}

/// Called by the C trampoline for every Swift function; returns the result count or MH_RAISE.
private let luaDispatch: mh_dispatch_fn = { raw, function in
    guard let raw, let function else { return MH_RAISE }
    let state = Unmanaged<LuaState>.fromOpaque(mh_owner(raw)).takeUnretainedValue()
    let body = Unmanaged<LuaFunction>.fromOpaque(function).takeUnretainedValue()
    let stack = LuaStack(raw: raw, state: state)
    if body.touchesHost { state.hostCalls &+= 1 }
    do {
        return try body.body(stack)
    } catch {
        if !body.touchesHost { state.hostCalls &+= 1 }
        return stack.pushErrorValue(error)
    }
}

/// Called by the `__gc` of a Swift-backed object.
private let luaRelease: mh_release_fn = { object in
    guard let object else { return }
    Unmanaged<AnyObject>.fromOpaque(object).release()
}
