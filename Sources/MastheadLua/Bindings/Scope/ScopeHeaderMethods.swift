import MastheadCore
import MastheadText

/// The scope header's own methods, beyond the contract: the step `scroll_row(row, x)` and
/// `row(row)`, for the rows that scroll sideways. (`set`, `scroll`, `scroll_by`, `tap` and
/// `apply` are every header's: `HeaderSteps`.)
enum ScopeHeaderMethods {
    static let all: [(String, LuaFunction)] = [("scroll_row", scrollRow), ("row", row)]

    /// `h:scroll_row("chips", x)`: scrolls a row sideways to `x` (clamped), as a finger would.
    static let scrollRow = LuaFunction { stack in
        let header = try ScopeHeaderBinding.receiver(stack, "scroll_row")
        let rowID = try rowName(stack, at: 2, function: "scroll_row")
        let offset = try HeaderArguments.points(stack, at: 3, function: "scroll_row")
        try stack.scenario().step("scroll_row(\"\(rowID.rawValue)\", \(Points.format(offset)))")
        guard header.controller.scrollRow(rowID, to: offset) else {
            throw LuaScriptError("scroll_row: the \(rowID.rawValue) row is not shown now")
        }
        return 0
    }

    /// `h:row("chips")`: { offset, max_offset, content_width, scrolls, viewport = {x, y, width, height} },
    /// or nil when the row is not shown.
    static let row = LuaFunction { stack in
        let header = try ScopeHeaderBinding.receiver(stack, "row")
        let rowID = try rowName(stack, at: 2, function: "row")
        guard let row = header.controller.row(rowID) else {
            stack.pushNil()
            return 1
        }
        stack.pushTable(fields: 5)
        ElementTable.setNumber("offset", row.offset, on: stack)
        ElementTable.setNumber("max_offset", row.maximumOffset, on: stack)
        ElementTable.setNumber("content_width", row.contentWidth, on: stack)
        stack.push(row.scrolls)
        stack.setField("scrolls", in: -2)
        ElementTable.pushRect(row.viewport, on: stack)
        stack.setField("viewport", in: -2)
        return 1
    }

    private static func rowName(_ stack: LuaStack, at index: Int32, function: String) throws -> ScopeHeaderRow {
        let names = ScopeHeaderRow.allCases.map(\.rawValue)
        guard let name = stack.string(at: index), let row = ScopeHeaderRow(rawValue: name) else {
            let given = stack.string(at: index).map { Suggestion.didYouMean($0, in: names) } ?? ""
            throw LuaScriptError(
                "\(function): the row must be \"scopes\" or \"chips\" (got \(OptionTable.describe(stack, index)))\(given)"
            )
        }
        return row
    }
}
