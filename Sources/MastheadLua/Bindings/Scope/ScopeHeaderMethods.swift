import MastheadCore
import MastheadText

/// The scope header's steps: `set`, `scroll`, `scroll_by`, `tap`, and, beyond the contract,
/// `scroll_row(row, x)` and `row(row)` for the rows that scroll sideways. Each step is recorded.
enum ScopeHeaderMethods {
    static let all: [(String, LuaFunction)] = [
        ("set", set), ("scroll", scroll), ("scroll_by", scrollBy), ("tap", tap), ("scroll_row", scrollRow),
        ("row", row),
    ]

    /// `s:set{ scope = "saved", selected = { "unread" }, width = 375, ... }`: any option of the builder.
    static let set = LuaFunction { stack in
        let header = try stack.scopeHeader("set")
        let context = try stack.scenario()
        guard stack.type(at: 2) == .table else {
            throw LuaScriptError(
                "set expects a table of fields (s:set{ scope = \"saved\" }), got \(OptionTable.describe(stack, 2))")
        }
        context.step("set\(describeFields(stack, at: 2))")
        var settings = header.settings
        try settings.apply(stack, at: 2, function: "set", themes: context.services.themes)
        do throws(ScopeHeaderInputError) {
            try header.controller.update(
                settings.header, environment: settings.environment, sectionTop: settings.sectionTop)
        } catch {
            throw ScopeHeaderSettings.message(error, function: "set")
        }
        header.onFilters = settings.onFilters
        return 0
    }

    /// `s:scroll(y)`: the feed's scroll offset.
    static let scroll = feedScroll("scroll") { $0.scroll(to: $1) }

    /// `s:scroll_by(dy)`: moves the feed's scroll offset by `dy`.
    static let scrollBy = feedScroll("scroll_by") { $0.scroll(by: $1) }

    /// A step that scrolls the feed with the number it is given, recorded as `name(points)`.
    private static func feedScroll(_ name: String, _ move: @escaping @Sendable (ScopeHeaderController, Double) -> Void)
        -> LuaFunction
    {
        LuaFunction { stack in
            let header = try stack.scopeHeader(name)
            let points = try points(stack, at: 2, function: name)
            try stack.scenario().step("\(name)(\(Points.format(points)))")
            move(header.controller, points)
            return 0
        }
    }

    /// `s:tap(id)`: a tab selects, a chip toggles, Filters runs on_filters with the header.
    static let tap = LuaFunction { stack in
        let header = try stack.scopeHeader("tap")
        guard let id = stack.string(at: 2) else {
            throw LuaArgumentError(2, "an element id", function: "tap", got: stack.typeName(at: 2))
        }
        try stack.scenario().step("tap(\"\(id)\")")
        let result: ScopeHeaderTap
        do {
            result = try header.controller.tap(id)
        } catch {
            throw LuaScriptError("tap: \(error)")
        }
        if result == .filters, case .function(let function) = header.onFilters {
            function.push(on: stack)
            stack.pushCopy(of: 1)
            try stack.call(arguments: 1, results: 0)
        }
        return 0
    }

    /// `s:scroll_row("chips", x)`: scrolls a row sideways to `x` (clamped), as a finger would.
    static let scrollRow = LuaFunction { stack in
        let header = try stack.scopeHeader("scroll_row")
        let rowID = try rowName(stack, at: 2, function: "scroll_row")
        let offset = try points(stack, at: 3, function: "scroll_row")
        try stack.scenario().step("scroll_row(\"\(rowID.rawValue)\", \(Points.format(offset)))")
        guard header.controller.scrollRow(rowID, to: offset) else {
            throw LuaScriptError("scroll_row: the \(rowID.rawValue) row is not shown now")
        }
        return 0
    }

    /// `s:row("chips")`: { offset, max_offset, content_width, scrolls, viewport = {x, y, width, height} },
    /// or nil when the row is not shown.
    static let row = LuaFunction { stack in
        let header = try stack.scopeHeader("row")
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

    private static func points(_ stack: LuaStack, at index: Int32, function: String) throws -> Double {
        guard let value = stack.number(at: index), value.isFinite else {
            throw LuaArgumentError(
                Int(index), "a finite number of points", function: function, got: OptionTable.describe(stack, index))
        }
        return value
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

    /// `{scope = "saved", width = 375}` as a step shows it: fields sorted, values described.
    private static func describeFields(_ stack: LuaStack, at index: Int32) -> String {
        "{ " + StepFields.list(stack, at: index) + " }"
    }
}
