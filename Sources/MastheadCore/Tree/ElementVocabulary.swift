/// Every element id a kind of header can ever draw: a few fixed ids, and families of ids made
/// from a prefix and an item (`chip.` and a chip's id).
///
/// It tells a scenario's mistake from a fact of the moment: `h:element("badge")` with no unread
/// notifications is nil (the badge is absent now), but `h:element("badg")` names nothing a
/// greeting header ever has, and the bindings raise with the nearest ids.
///
/// ```swift
/// let ids = ElementVocabulary.of(GreetingHeader.componentName)!
/// ids.contains("badge")   // true
/// ids.contains("badg")    // false
/// ```
package struct ElementVocabulary: Sendable, Equatable {
    /// A family of ids: `prefix` followed by an item's id, or by a number counted from 1.
    package struct Family: Sendable, Equatable {
        package var prefix: String
        package var isNumbered: Bool

        package init(prefix: String, isNumbered: Bool = false) {
            self.prefix = prefix
            self.isNumbered = isNumbered
        }

        /// `chip.<id>` or `placeholder.chip.<n>`, for messages.
        package var pattern: String { prefix + (isNumbered ? "<n>" : "<id>") }

        func contains(_ id: String) -> Bool {
            guard id.hasPrefix(prefix), id.count > prefix.count else { return false }
            let rest = id.dropFirst(prefix.count)
            return !isNumbered || (rest.allSatisfy(\.isASCIIDigit) && rest.first != "0")
        }
    }

    /// The ids that are always spelt the same, in reading order.
    package var fixed: [String]
    package var families: [Family]

    package init(fixed: [String], families: [Family] = []) {
        self.fixed = fixed
        self.families = families
    }

    package func contains(_ id: String) -> Bool {
        fixed.contains(id) || families.contains { $0.contains(id) }
    }

    /// Every id and family pattern, for a message that lists them.
    package var described: [String] { fixed + families.map(\.pattern) }

    /// The vocabulary of the component a render tree names (`RenderTree.component`).
    package static func of(_ component: String) -> ElementVocabulary? {
        HeaderKinds.named(component)?.vocabulary
    }

    static let greeting = ElementVocabulary(fixed: [
        GreetingHeaderID.dateLine, GreetingHeaderID.bell, GreetingHeaderID.badge, GreetingHeaderID.avatar,
        GreetingHeaderID.greeting, GreetingHeaderID.compactGreeting, GreetingHeaderID.searchField,
        GreetingHeaderID.searchButton, GreetingHeaderID.hairline, GreetingHeaderID.greetingPlaceholder,
        GreetingHeaderID.compactGreetingPlaceholder, GreetingHeaderID.avatarPlaceholder,
    ])

    static let scope = ElementVocabulary(
        fixed: [
            ScopeHeaderID.title, ScopeHeaderID.underline, ScopeHeaderID.scopesHairline, ScopeHeaderID.filters,
            ScopeHeaderID.filtersBadge, ScopeHeaderID.hairline,
        ],
        families: [
            Family(prefix: ScopeHeaderID.scope("")), Family(prefix: ScopeHeaderID.scopeCount("")),
            Family(prefix: ScopeHeaderID.chip("")),
            Family(prefix: ScopeHeaderID.placeholderChipPrefix, isNumbered: true),
        ])
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
