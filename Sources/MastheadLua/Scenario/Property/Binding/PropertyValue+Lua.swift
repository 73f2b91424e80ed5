import CLuaShim

/// Drawn values to and from Lua: a generator pushes the value it made; values a script made
/// (an item `any.list`'s function returned, the one `any.one_of` picked) are read back, raw, for
/// the report and the replay.
extension PropertyValue {
    /// The most parts (tables, values) a value read back may have, and how deep it may nest, to
    /// be written out; past them it is described instead.
    static let readBudget = 2_000
    static let readDepth = 8

    /// Pushes the value. A builder's value goes through the builder's own reader, so a domain
    /// generator can only hand the script what the builder accepts.
    func push(on stack: LuaStack) throws {
        switch self {
        case .null: stack.pushNil()
        case .boolean(let flag): stack.push(flag)
        case .integer(let number): stack.push(number)
        case .float(let number): stack.push(number)
        case .string(let bytes): GivenStrings.push(bytes, on: stack)
        case .list(let items):
            stack.pushTable(array: Int32(items.count))
            for (offset, item) in items.enumerated() {
                try item.push(on: stack)
                stack.setIndex(offset + 1, in: -2)
            }
        case .record(let fields):
            try Self.push(fields, on: stack)
        case .built(let builder, let fields):
            try Self.push(fields, on: stack)
            defer { stack.remove(at: -2) }
            let slot = stack.absolute(-1)
            switch builder {
            case .profile:
                ProfileTable.push(try ProfileTable.read(stack, at: slot, name: MessageName("any.profile")), on: stack)
            case .scope:
                ScopeItemTables.push(
                    try ScopeItemTables.scope(at: slot, on: stack, name: MessageName("any.scopes")), on: stack)
            case .chip:
                ScopeItemTables.push(
                    try ScopeItemTables.chip(at: slot, on: stack, name: MessageName("any.chips")), on: stack)
            }
        case .opaque(let what):
            throw LuaScriptError("\(what) cannot be drawn")
        }
    }

    private static func push(_ fields: [Field], on stack: LuaStack) throws {
        stack.pushTable(fields: Int32(fields.count))
        for field in fields {
            switch field.key {
            case .name(let name):
                try field.value.push(on: stack)
                stack.setField(name, in: -2)
            case .index(let index):
                try field.value.push(on: stack)
                stack.setIndex(Int(index), in: -2)
            }
        }
    }

    /// The value at `index`, read raw (no metamethod runs).
    static func read(_ stack: LuaStack, at index: Int32) -> PropertyValue {
        var budget = readBudget
        return read(stack, at: stack.absolute(index), depth: 0, budget: &budget)
    }

    private static func read(_ stack: LuaStack, at index: Int32, depth: Int, budget: inout Int) -> PropertyValue {
        budget -= 1
        switch stack.type(at: index) {
        case .nil, .none: return .null
        case .boolean: return .boolean(stack.boolean(at: index))
        case .number:
            if stack.isInteger(at: index), let whole = stack.integer(at: index) { return .integer(Int64(whole)) }
            return .float(stack.number(at: index) ?? .nan)
        case .string:
            var length = 0
            guard let chars = mh_tostring(stack.raw, index, &length) else { return .string([]) }
            return .string(Array(UnsafeRawBufferPointer(start: chars, count: length)))
        case .table:
            guard depth < readDepth, budget > 0 else { return .opaque("a table too large or too deep to write out") }
            return table(stack, at: index, depth: depth, budget: &budget)
        default:
            return .opaque("a \(stack.typeName(at: index))")
        }
    }

    /// A list when the keys are exactly 1…n, else a record with its keys in order (names, then
    /// numbers).
    private static func table(_ stack: LuaStack, at index: Int32, depth: Int, budget: inout Int) -> PropertyValue {
        var names: [String] = []
        var numbers: [Int64] = []
        var unwritable = false
        stack.forEachPair(in: index) { key, _ in
            switch key {
            case .name(let name): names.append(name)
            case .index(let position): numbers.append(Int64(position))
            case .other: unwritable = true
            }
        }
        guard !unwritable else { return .opaque("a table with a key that cannot be written out") }
        let count = stack.rawLength(at: index)
        let isList = names.isEmpty && numbers.count == count && numbers.allSatisfy { $0 >= 1 && $0 <= Int64(count) }
        let keys: [Key] =
            isList
            ? (0..<count).map { .index(Int64($0 + 1)) }
            : names.sorted().map { .name($0) } + numbers.sorted().map { .index($0) }
        var values: [PropertyValue] = []
        for key in keys where budget > 0 {
            switch key {
            case .name(let name): stack.pushField(name, of: index)
            case .index(let number): stack.pushIndex(Int(number), of: index)
            }
            values.append(read(stack, at: stack.absolute(-1), depth: depth + 1, budget: &budget))
            stack.pop()
        }
        guard budget > 0 else { return .opaque("a table too large or too deep to write out") }
        return isList ? .list(values) : .record(zip(keys, values).map { Field(key: $0, value: $1) })
    }
}
