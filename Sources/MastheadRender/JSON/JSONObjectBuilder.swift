/// Builds a JSON object member by member, leaving out members whose value is absent.
package struct JSONObjectBuilder {
    package private(set) var members: [(key: String, value: JSONValue)] = []

    package init() {}

    package mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { members.append((key, value)) }
    }

    package mutating func add(_ key: String, _ text: String?) { add(key, text.map(JSONValue.string)) }
    package mutating func add(_ key: String, _ number: Double?) { add(key, number.map(JSONValue.number)) }
    package mutating func add(_ key: String, _ flag: Bool) { add(key, .bool(flag)) }

    package var value: JSONValue { .object(members) }
}
