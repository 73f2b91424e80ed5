/// The attribute names of the element being read, to refuse one given twice in time linear in
/// the attributes: the first few are compared directly (nearly every element has fewer), past
/// that a set takes over. Comparing each with all before it was quadratic: 200,000 attributes on
/// one element kept `merge-junit` busy past 25 s.
///
/// ```swift
/// var names = AttributeNames()
/// names.insert("name", among: [])                           // true
/// names.insert("name", among: [XMLAttribute("name", "a")])  // false: given twice
/// ```
struct AttributeNames {
    static let directComparisons = 8
    private var set: Set<String>?
    /// Names compared one with another so far (what stays bounded; the set's work is constant per
    /// name).
    private(set) var comparisons = 0

    /// Adds `name`, the next attribute after `attributes`; false when one of them has it.
    mutating func insert(_ name: String, among attributes: [XMLAttribute]) -> Bool {
        if set == nil {
            if attributes.count < Self.directComparisons {
                comparisons += attributes.count
                return !attributes.contains { $0.name == name }
            }
            set = Set(attributes.map(\.name))
        }
        return set!.insert(name).inserted
    }
}
