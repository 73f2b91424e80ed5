extension ScopeHeader {
    /// The header with its chip selection put in chip order, or the first thing wrong with it.
    ///
    /// Checked: a non-empty title; scopes and chips with non-empty, unique ids and non-empty
    /// titles; no negative scope count or filter count; a selected scope that is one of the
    /// scopes (or none when there are no scopes); selected chips that are chips, each once. While
    /// the chips load (nil) the selected ids cannot be checked and are kept as given.
    package func validated() throws(ScopeHeaderInputError) -> ScopeHeader {
        guard !title.isEmpty else { throw ScopeHeaderInputError(.title, "must not be empty") }
        let scopeIDs = try Self.checkItems(
            scopes.map { ($0.id, $0.title) }, field: .scopes)
        for (index, scope) in scopes.enumerated() {
            if let count = scope.count, count < 0 {
                throw ScopeHeaderInputError(.scopes, "[\(index + 1)] (\"\(scope.id)\") has a negative count (\(count))")
            }
        }
        if let selected = selectedScope, !scopeIDs.contains(selected) {
            throw ScopeHeaderInputError(
                .selectedScope, "\"\(selected)\" is not one of the scopes (\(Self.list(scopeIDs)))")
        }
        if let count = filterCount, count < 0 {
            throw ScopeHeaderInputError(.filterCount, "must not be negative (got \(count))")
        }
        var copy = self
        copy.selectedChips = try normalizedSelection()
        return copy
    }

    /// The selected chip ids in the order of the chips, checked against them.
    private func normalizedSelection() throws(ScopeHeaderInputError) -> [String] {
        var seen = Set<String>()
        for id in selectedChips where !seen.insert(id).inserted {
            throw ScopeHeaderInputError(.selectedChips, "lists \"\(id)\" twice")
        }
        guard let chips else { return selectedChips }
        let chipIDs = try Self.checkItems(chips.map { ($0.id, $0.title) }, field: .chips)
        if let unknown = selectedChips.first(where: { !chipIDs.contains($0) }) {
            throw ScopeHeaderInputError(
                .selectedChips, "\"\(unknown)\" is not one of the chips (\(Self.list(chipIDs)))")
        }
        return chipIDs.filter { seen.contains($0) }
    }

    /// Checks ids and titles of a list of scopes or chips; returns the ids in order.
    private static func checkItems(_ items: [(id: String, title: String)], field: ScopeHeaderInputError.Field)
        throws(ScopeHeaderInputError) -> [String]
    {
        var seen = Set<String>()
        let hashes = items.count > hashedFrom
        for (index, item) in items.enumerated() {
            guard !item.id.isEmpty else { throw ScopeHeaderInputError(field, "[\(index + 1)] has an empty id") }
            guard !item.title.isEmpty else {
                throw ScopeHeaderInputError(field, "[\(index + 1)] (\"\(item.id)\") has an empty title")
            }
            let isRepeated =
                hashes ? !seen.insert(item.id).inserted : items[..<index].contains { $0.id == item.id }
            guard !isRepeated else {
                throw ScopeHeaderInputError(field, "has the id \"\(item.id)\" twice")
            }
        }
        return items.map { $0.id }
    }

    /// Lists are short (a few scopes, a few chips): comparing each id with the ones before it
    /// costs less than hashing every id into a set, which only a longer list is worth.
    static let hashedFrom = 16

    private static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "there are none" : ids.joined(separator: ", ")
    }
}
