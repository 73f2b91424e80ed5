/// A value as a step of the log shows it (`greeting_header{profile = Maya Lin, unread = 3}`), so a
/// reader of a report sees what was built, not "a table".
///
/// Builders' values read as what they are: a profile as its name, a scope or a chip as its id, a
/// list as its items (up to four, then how many more); any other table shows its first four fields by name.
/// Tables are read raw, so no metamethod runs. Anything else is `OptionTable.describe`.
///
/// ```
/// profile = Maya Lin
/// scopes = { for-you, following, saved }
/// selected = { "unread", "audio" }
/// on_notifications = a function
/// ```
enum StepValue {
    static let shownItems = 4

    static func describe(_ stack: LuaStack, _ slot: Int32, depth: Int = 0) -> String {
        guard stack.type(at: slot) == .table else { return OptionTable.describe(stack, slot) }
        let slot = stack.absolute(slot)
        if let name = stringField("name", of: slot, on: stack), hasString("photo", in: slot, on: stack) {
            return name
        }
        if let id = stringField("id", of: slot, on: stack), hasString("title", in: slot, on: stack) {
            return id
        }
        guard depth < 2 else { return "{…}" }
        let count = stack.rawLength(at: slot)
        if count > 0 { return describeList(stack, slot, count: count, depth: depth) }
        let parts = stack.firstPairs(shownItems, in: slot) { key, value in
            "\(key.description) = \(describe(stack, value, depth: depth + 1))"
        }
        return parts.isEmpty ? "{}" : "{ " + parts.joined(separator: ", ") + " }"
    }

    /// `{ for-you, following, saved }`: written into one string as it goes (a builder's step
    /// shows two such lists, and a list of parts joined cost more than reading the items).
    private static func describeList(_ stack: LuaStack, _ slot: Int32, count: Int, depth: Int) -> String {
        var text = "{ "
        for index in 1...min(count, shownItems) {
            if index > 1 { text += ", " }
            stack.pushIndex(index, of: slot)
            text += describe(stack, -1, depth: depth + 1)
            stack.pop()
        }
        if count > shownItems { text += ", … \(count - shownItems) more" }
        return text + " }"
    }

    private static func stringField(_ name: StaticString, of slot: Int32, on stack: LuaStack) -> String? {
        defer { stack.pop() }
        return stack.pushField(literal: name, of: slot) == .string ? stack.string(at: -1) : nil
    }

    private static func hasString(_ name: StaticString, in slot: Int32, on stack: LuaStack) -> Bool {
        defer { stack.pop() }
        return stack.pushField(literal: name, of: slot) == .string
    }
}
