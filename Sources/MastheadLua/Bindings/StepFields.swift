/// `profile = Maya Lin, status = "3 tasks due today", unread = 0`: the fields of an option table as
/// a recorded step shows them, sorted by name (`set{ status = "Offline", unread = 0 }`).
///
/// A step keeps its first 200 characters (`ScenarioContext.step`), and no field takes fewer than
/// five ("a = 1"), so only the `kept` fields first by name can show: the others are passed over
/// as the table is walked, without describing their values or sorting them. A table of 100,000
/// fields costs a walk, not a sort of 100,000 descriptions.
enum StepFields {
    static let kept = 40

    /// `{ status = "Offline", unread = 0 }`, or `{}`: the table as a step shows it.
    static func table(_ stack: LuaStack, at index: Int32) -> String {
        let fields = list(stack, at: index)
        return fields.isEmpty ? "{}" : "{ " + fields + " }"
    }

    static func list(_ stack: LuaStack, at index: Int32) -> String {
        stack.firstPairs(kept, in: index) { key, slot in "\(key.description) = \(StepValue.describe(stack, slot))" }
            .joined(separator: ", ")
    }
}
