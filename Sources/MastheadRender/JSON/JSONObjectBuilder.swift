/// Builds a JSON object member by member, leaving out members whose value is absent.
public struct JSONObjectBuilder {
    public private(set) var members: [(key: String, value: JSONValue)] = []

    public init() {}

    public mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { members.append((key, value)) }
    }

    public mutating func add(_ key: String, _ text: String?) { add(key, text.map(JSONValue.string)) }
    public mutating func add(_ key: String, _ number: Double?) { add(key, number.map(JSONValue.number)) }
    public mutating func add(_ key: String, _ flag: Bool) { add(key, .bool(flag)) }

    public var value: JSONValue { .object(members) }
}
