import MastheadCore

/// The `scope{...}` and `chip{...}` builders, and reading lists of them back from Lua.
///
/// Both builders return plain tables (`{ id = "for-you", title = "For you", count = 4 }`), so a
/// scenario can read fields back, copy them or write its own; `scope_header` reads any table with
/// those fields the same strict way.
enum ScopeItemTables {
    static let scopeFields = ["id", "title", "count"]
    static let chipFields = ["id", "title", "symbol"]

    /// `scope { id = "for-you", title = "For you", count = 4 }`
    static let scopeBuilder = LuaFunction { stack in
        push(try scope(at: 1, on: stack, name: MessageName("scope")), on: stack)
        GivenStrings.keep(["id", "title"], from: 1, in: -1, on: stack)
        return 1
    }

    /// `chip { id = "unread", title = "Unread", symbol = "envelope.badge" }`
    static let chipBuilder = LuaFunction { stack in
        push(try chip(at: 1, on: stack, name: MessageName("chip")), on: stack)
        GivenStrings.keep(chipFields, from: 1, in: -1, on: stack)
        return 1
    }

    static func scope(at index: Int32, on stack: LuaStack, name: MessageName) throws -> ScopeHeader.Scope {
        let options = try OptionTable(stack, at: index, name: name, fields: scopeFields)
        return ScopeHeader.Scope(
            id: try options.requiredString("id"), title: try options.requiredString("title"),
            count: try options.integer("count", minimum: 0))
    }

    static func chip(at index: Int32, on stack: LuaStack, name: MessageName) throws -> ScopeHeader.Chip {
        let options = try OptionTable(stack, at: index, name: name, fields: chipFields)
        return ScopeHeader.Chip(
            id: try options.requiredString("id"), title: try options.requiredString("title"),
            symbol: try options.string("symbol", nonEmpty: true))
    }

    static func push(_ scope: ScopeHeader.Scope, on stack: LuaStack) {
        stack.push(
            record([
                "id": .string(scope.id), "title": .string(scope.title),
                "count": scope.count.map { .integer(Int64($0)) } ?? .nil,
            ]))
    }

    static func push(_ chip: ScopeHeader.Chip, on stack: LuaStack) {
        stack.push(
            record([
                "id": .string(chip.id), "title": .string(chip.title), "symbol": chip.symbol.map { .string($0) } ?? .nil,
            ]))
    }

    /// A plain table of named fields (nil fields are left out).
    private static func record(_ fields: [String: LuaValue]) -> LuaValue {
        .table(LuaTable(fields: fields.filter { if case .nil = $0.value { return false } else { return true } }))
    }

    /// Pushes a Lua list of items.
    static func pushList<Item>(_ items: [Item], on stack: LuaStack, _ pushItem: (Item, LuaStack) -> Void) {
        stack.pushTable(array: Int32(items.count))
        for (offset, item) in items.enumerated() {
            pushItem(item, stack)
            stack.setIndex(offset + 1, in: -2)
        }
    }

    /// The most text all the items of one list may hold together (one title can be shared by a
    /// thousand items at no cost to Lua's memory, but each is laid out on its own).
    static let maximumListTextBytes = 1 << 20

    /// Reads the option `name` as a list (a table with keys 1…n only), each item with `readItem`
    /// given its stack slot and the name to use in messages: "scope_header: scopes[2]";
    /// `textBytes` weighs an item's text against `maximumListTextBytes`.
    static func list<Item>(
        _ name: String, of options: OptionTable, textBytes: (Item) -> Int,
        _ readItem: (Int32, MessageName) throws -> Item
    ) throws -> [Item] {
        let stack = options.stack
        let slot = options.push(name)
        defer { stack.pop() }
        guard stack.type(at: slot) == .table else { throw options.fieldError(name, "a list", got: slot) }
        let count = stack.rawLength(at: slot)
        try OptionTable.checkCount(count, "\(options.function): field '\(name)'")
        try OptionTable.checkList(stack, at: slot, count: count, "\(options.function): field '\(name)'")
        var items: [Item] = []
        var bytes = 0
        for position in stride(from: 1, through: count, by: 1) {
            stack.pushIndex(position, of: slot)
            defer { stack.pop() }
            let label = MessageName.item(position, of: name, in: options.function)
            guard stack.type(at: -1) == .table else {
                throw LuaScriptError("\(label.text) must be a table (got \(OptionTable.describe(stack, -1)))")
            }
            let item = try readItem(stack.absolute(-1), label)
            bytes += textBytes(item)
            guard bytes <= maximumListTextBytes else {
                throw LuaScriptError(
                    "\(options.function): field '\(name)' holds more than \(maximumListTextBytes) bytes of text in all")
            }
            items.append(item)
        }
        return items
    }
}
