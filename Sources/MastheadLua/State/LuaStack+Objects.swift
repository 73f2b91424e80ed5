import CLuaShim

/// How one kind of Swift object looks from Lua: its methods, its fields and its name.
///
/// A class is a static description shared by every state; its metatable is made in a state the
/// first time an object of the class is pushed there. Methods are found by a raw table lookup in C,
/// and fields by the `get` function (called with the object and the key).
package final class LuaClass: Sendable {
    package let name: String
    /// `name` as the C string the registry keys the class's metatable by, made once: converting
    /// it for every method call cost more than Lua's own check.
    let cName: ContiguousArray<CChar>
    package let methods: [(String, LuaFunction)]
    package let get: LuaFunction?
    package let set: LuaFunction?
    package let tostring: LuaFunction?

    package init(
        name: String, methods: [(String, LuaFunction)], get: LuaFunction? = nil,
        set: LuaFunction? = nil, tostring: LuaFunction? = nil
    ) {
        self.name = name
        self.cName = name.utf8CString
        self.methods = methods
        self.get = get
        self.set = set
        self.tostring = tostring
    }
}

extension LuaStack {
    /// Pushes a Lua object (a userdata) holding `object`. Lua's garbage collector releases it.
    package func push(object: AnyObject, as luaClass: LuaClass) {
        register(luaClass)
        let retained = Unmanaged.passRetained(object).toOpaque()
        luaClass.cName.withUnsafeBufferPointer { name in mh_newobject(raw, retained, name.baseAddress) }
    }

    /// The Swift object at `index` when it is an object of `luaClass`.
    package func object<T: AnyObject>(at index: Int32, as luaClass: LuaClass, _: T.Type = T.self)
        -> T?
    {
        // A class this state never registered has no metatable in its registry, so no userdata
        // passes Lua's check for it.
        let pointer = luaClass.cName.withUnsafeBufferPointer { name in mh_toobject(raw, index, name.baseAddress) }
        guard let pointer else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
    }

    /// Makes the class's metatable in this state, unless it exists. (Pushing an object does it
    /// on first use; a state prepared for reuse does it up front, so the metatable is part of the
    /// state's pristine image.)
    func register(_ luaClass: LuaClass) {
        guard !state.registeredClasses.contains(luaClass.name) else { return }
        state.registeredClasses.insert(luaClass.name)
        let base = top
        pushTable(fields: Int32(luaClass.methods.count))
        for (name, method) in luaClass.methods {
            push(method)
            setField(name, in: -2)
        }
        let slots = [luaClass.get, luaClass.set, luaClass.tostring].map { function -> Int32 in
            guard let function else { return 0 }
            push(function)
            return top
        }
        mh_newclass(raw, luaClass.name, base + 1, slots[0], slots[1], slots[2])
        top = base
    }
}
