/// One thing a header draws or VoiceOver can focus, keyed by a stable id (`bell`, `chip.unread`).
///
/// Elements are plain values: a layout produces them, motion interpolates them, renderers and
/// assertions read them. Colours are theme token names, resolved only when drawn.
///
/// The fields live in a shared box (`ElementStorage`), copied only when a shared element is
/// changed: trees, tracks and looks copy elements all the time and change few of them, and
/// copying some thirty fields (a dozen of them strings or arrays) was a fifth of every step.
@dynamicMemberLookup
public struct Element: Sendable {
    @usableFromInline var storage: ElementStorage

    /// Every field of `ElementFields` (`element.text`, `element.frame.x = 4`), read from the box
    /// and written to a box of its own.
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<ElementFields, Value>) -> Value {
        get { storage.fields[keyPath: field] }
        _modify {
            makeUnique()
            yield &storage.fields[keyPath: field]
        }
    }

    public init(
        id: String, role: ElementRole, frame: HeaderRect, text: String? = nil, opacity: Double = 1,
        accessibility: AccessibilityInfo = .hidden
    ) {
        storage = ElementStorage(
            ElementFields(id: id, role: role, frame: frame, text: text, opacity: opacity, accessibility: accessibility))
    }

    /// True when it is a control (it has a tap target).
    public var isControl: Bool { self.hit != nil }

    /// Gives this element a box of its own before a change, when another element shares it.
    @usableFromInline mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = ElementStorage(storage.fields) }
    }
}

extension Element: Equatable {
    /// Field by field, as a struct compares; the same box is the same element (a tree compared
    /// with itself, or with a copy, costs nothing).
    public static func == (lhs: Element, rhs: Element) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasFields(equalTo: rhs.storage)
    }
}

/// What an element is, as scenarios read it in `role`.
public enum ElementRole: String, Sendable, CaseIterable {
    case text, button, badge, image, avatar
    case searchField = "search_field"
    case tab, chip, underline,
        hairline, placeholder, ground, container
}

/// The motion of an element at the current instant.
public struct ElementMotion: Sendable, Equatable {
    public var token: String
    /// 0 at the start, 1 at rest; springs overshoot past 1.
    public var progress: Double

    public init(token: String, progress: Double) {
        self.token = token
        self.progress = progress
    }
}
