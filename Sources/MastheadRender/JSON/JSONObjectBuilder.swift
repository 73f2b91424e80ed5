/// Builds a JSON object member by member, leaving out members whose value is absent.
struct JSONObjectBuilder {
    private(set) var members: [(key: String, value: JSONValue)] = []

    mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { members.append((key, value)) }
    }

    mutating func add(_ key: String, _ text: String?) { add(key, text.map(JSONValue.string)) }
    mutating func add(_ key: String, _ number: Double?) { add(key, number.map(JSONValue.number)) }
    mutating func add(_ key: String, _ flag: Bool) { add(key, .bool(flag)) }

    var value: JSONValue { .object(members) }
}
