import MastheadText

/// A value a property drew, as the report lists it and the replay writes it: plain data, a
/// builder's value (written as the builder call that makes it: `profile { name = "A" }`), or
/// something no literal can write (a function, a header).
///
/// ```swift
/// PropertyValue.list([.integer(1), .string(Array("a".utf8))]).literal   // { 1, "a" }
/// ```
indirect enum PropertyValue: Equatable, Sendable {
    case null
    case boolean(Bool)
    case integer(Int64)
    case float(Double)
    case string([UInt8])
    case list([PropertyValue])
    case record([Field])
    /// A builder's value: its fields as given.
    case built(Builder, [Field])
    /// A value that cannot be written out, described: "a function".
    case opaque(String)

    struct Field: Equatable, Sendable {
        var key: Key
        var value: PropertyValue
    }

    enum Key: Equatable, Sendable {
        case name(String)
        case index(Int64)
    }

    /// The builders whose values a domain generator draws.
    enum Builder: String, Sendable {
        case profile, scope, chip
    }

    static func text(_ text: String) -> PropertyValue { .string(Array(text.utf8)) }

    static func fields(_ pairs: KeyValuePairs<String, PropertyValue?>) -> [Field] {
        pairs.compactMap { key, value in value.map { Field(key: .name(key), value: $0) } }
    }

    /// Lua source that makes the value again; nil when some part of it has no literal.
    var literal: String? {
        switch self {
        case .null: return "nil"
        case .boolean(let flag): return flag ? "true" : "false"
        case .integer(let number): return number == .min ? "math.mininteger" : String(number)
        case .float(let number): return LuaLiteral.float(number)
        case .string(let bytes): return LuaLiteral.string(bytes: bytes)
        case .list(let items):
            let written = items.compactMap(\.literal)
            guard written.count == items.count else { return nil }
            return written.isEmpty ? "{}" : LuaLiteral.list(written)
        case .record(let fields):
            return Self.table(fields)
        case .built(let builder, let fields):
            return Self.table(fields).map { "\(builder.rawValue) \($0)" }
        case .opaque:
            return nil
        }
    }

    /// The literal, or what the value is when it has none.
    var described: String {
        if let literal { return literal }
        if case .opaque(let what) = self { return what }
        return "a table holding a value that cannot be written out"
    }

    private static func table(_ fields: [Field]) -> String? {
        var parts: [String] = []
        for field in fields {
            guard let value = field.value.literal else { return nil }
            switch field.key {
            case .name(let name): parts.append("\(LuaLiteral.key(name)) = \(value)")
            case .index(let index): parts.append("[\(index)] = \(value)")
            }
        }
        return parts.isEmpty ? "{}" : LuaLiteral.list(parts)
    }
}
