import CLuaShim
import MastheadCore
import MastheadText

/// What an element table knows about names, so a typo fails at its line instead of reading nil:
///
/// - `h:element(id)` with an id that no header of that kind ever has raises with the nearest
///   ids (an id the header could have but does not draw now stays nil, as the contract says);
/// - element tables, their `frame` and `hit`, and their `font` know their fields: reading an
///   unknown one raises with the nearest names, a known one that is not drawn stays nil.
///
/// ```lua
/// h:element("badg")            --> error: greeting_header has no element "badg" (did you mean 'badge'?) …
/// h:element("badge").txt       --> error: element "badge" has no field 'txt' (did you mean 'text'?) …
/// h:element("bell").ring       --> nil: a bell has no ring
/// ```
extension ElementTable {
    /// The tables that know their fields, each with a metatable kept in the registry.
    enum Shape: String, CaseIterable {
        case element, rect, font

        var fields: [String] {
            switch self {
            case .element: return ElementTable.fields
            case .rect: return ElementTable.rectFields
            case .font: return ElementTable.fontFields
            }
        }

        /// Spelt out in the source, not put together: every element table reads it (three or four
        /// times), and Lua finds the string it made for a literal's address without hashing it.
        var registryKey: StaticString {
            switch self {
            case .element: return "masthead.element_fields"
            case .rect: return "masthead.rect_fields"
            case .font: return "masthead.font_fields"
            }
        }

        /// Kept for the process: states hold bare pointers to their functions.
        var index: LuaFunction {
            switch self {
            case .element: return ElementTable.elementIndex
            case .rect: return ElementTable.rectIndex
            case .font: return ElementTable.fontIndex
            }
        }
    }

    private static let elementIndex = unknownField(.element)
    private static let rectIndex = unknownField(.rect)
    private static let fontIndex = unknownField(.font)

    static let rectFields = ["x", "y", "width", "height"]
    static let fontFields = ["face", "size", "weight", "style", "design", "monospaced_digits"]

    /// Raises unless `id` is in the vocabulary of the header that drew `tree`.
    static func checkVocabulary(_ id: String, of tree: RenderTree, target: RenderTree) throws {
        guard let vocabulary = ElementVocabulary.of(tree.component), !vocabulary.contains(id) else { return }
        let drawn = (tree.elements + target.elements).map(\.id)
        let suggestion = Suggestion.didYouMean(id, in: vocabulary.fixed + drawn, upTo: 3)
        throw LuaScriptError(
            "element(\"\(id)\"): a \(tree.component) header has no element \"\(id)\"\(suggestion)"
                + " (its ids: \(vocabulary.described.joined(separator: ", ")); nil is only for an element"
                + " that is absent right now)")
    }

    /// Makes each shape's metatable in this state (once, while the state is prepared, so it is
    /// part of the pristine image). Locked: a scenario cannot change it for later tables.
    static func installShapes(on stack: LuaStack) {
        for shape in Shape.allCases {
            stack.pushRegistry()
            stack.pushTable(fields: 3)
            stack.push(shape.index)
            stack.setField("__index", in: -2)
            stack.push("locked")
            stack.setField("__metatable", in: -2)
            stack.push("masthead.\(shape.rawValue)")
            stack.setField("__name", in: -2)
            stack.setField(literal: shape.registryKey, in: -2)
            stack.pop()
        }
    }

    /// Gives the table on top of the stack the shape's metatable (nothing in a state without them).
    static func attach(_ shape: Shape, on stack: LuaStack) {
        stack.pushRegistry()
        if stack.pushField(literal: shape.registryKey, of: -1) == .table {
            lua_setmetatable(stack.raw, -3)
            stack.pop()
        } else {
            stack.pop(2)
        }
    }

    /// `__index`, reached only for a key the table does not hold: nil for a known field that is
    /// not drawn (and for numbers, so `ipairs` reads nothing), an error naming the nearest
    /// fields otherwise.
    private static func unknownField(_ shape: Shape) -> LuaFunction {
        let known = Set(shape.fields)
        return LuaFunction { stack in
            guard let key = stack.string(at: 2), !known.contains(key) else {
                stack.pushNil()
                return 1
            }
            throw LuaScriptError(
                "\(owner(of: shape, on: stack)) has no field '\(key)'\(Suggestion.didYouMean(key, in: shape.fields, upTo: 3))"
                    + " (fields: \(shape.fields.joined(separator: ", ")))")
        }
    }

    /// `element "badge"`, `a frame`, `a font`.
    private static func owner(of shape: Shape, on stack: LuaStack) -> String {
        switch shape {
        case .element:
            let id = stack.pushField("id", of: 1) == .string ? stack.string(at: -1) : nil
            stack.pop()
            return id.map { "element \"\($0)\"" } ?? "an element"
        case .rect: return "a frame"
        case .font: return "a font"
        }
    }
}
