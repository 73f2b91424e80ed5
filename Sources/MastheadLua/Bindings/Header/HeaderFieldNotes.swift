/// What an unknown option of a header is instead, when it is something the API knows: an option
/// of another header (`h:set { chips = {} }` on a greeting header), or a field of a value that
/// goes in one of this header's options (`greeting_header(profile.sample)`: a profile's fields
/// where the options were expected). "unknown field 'chips'" alone sends the reader to the docs.
enum HeaderFieldNotes<Binding: HeaderBinding> {
    /// The note for `field`, unknown to `Binding`, written for `function` ("set" or the builder).
    static func note(for field: String, in function: String) -> String? {
        if let (option, _) = Binding.valueOptions.first(where: { $0.fields.contains(field) }) {
            let example =
                function == Binding.name ? "\(function) { \(option) = ... }" : "h:\(function) { \(option) = ... }"
            return "\(field) is a field of a \(option), not an option: \(function) takes a table of options, \(example)"
        }
        if let other = HeaderBindings.registry.first(where: {
            $0.name != Binding.name && $0.optionFields.contains(field)
        }) {
            return "\(field) is an option of \(other.name), not of \(Binding.name)"
        }
        return nil
    }
}
