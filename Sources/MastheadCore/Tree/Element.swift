/// One thing a header draws or VoiceOver can focus, keyed by a stable id (`bell`, `chip.unread`):
/// what it is (`role`), where it is (`frame`, in points from the header's top-left), what it
/// shows (`text`, `font`, the colour tokens), how VoiceOver reads it (`accessibility`), and
/// whether it is moving (`motion`).
///
/// Elements are plain values: a layout produces them, motion interpolates them, renderers and
/// assertions read them. Colours are theme token names, resolved only when drawn
/// (`RenderTree.color(_:)`).
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample, unreadCount: 3), environment: HeaderEnvironment(),
///     clock: VirtualClock())
/// let tree = header.currentTree()
/// let bell = try #require(tree["bell"])
/// #expect(bell.role == .button && bell.isControl)
/// #expect(tree.target(of: bell)!.width >= 44)      // the bell is smaller; its target is not
/// #expect(bell.accessibility.traits == [.button])
/// let badge = try #require(tree["badge"])
/// #expect(badge.text == "3" && badge.fill == .accent && badge.font?.style == "caption")
/// ```
///
/// The fields live in a shared box (`ElementStorage`), copied only when a shared element is
/// changed: trees, tracks and looks copy elements all the time and change few of them, and
/// copying some thirty fields (a dozen of them strings or arrays) was a fifth of every step.
@dynamicMemberLookup
public struct Element: Sendable {
    @usableFromInline var storage: ElementStorage

    /// Every field of `ElementFields` (`element.text`, `element.frame.x = 4`), read from the box
    /// and written to a box of its own. A Swift user reaches the public fields; the package's own
    /// targets every field.
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<ElementFields, Value>) -> Value {
        get { storage.fields[keyPath: field] }
        _modify {
            makeUnique()
            yield &storage.fields[keyPath: field]
        }
    }

    package init(
        id: String, role: ElementRole, frame: HeaderRect, text: String? = nil, opacity: Double = 1,
        accessibility: AccessibilityInfo = .hidden
    ) {
        storage = ElementStorage(
            ElementFields(id: id, role: role, frame: frame, text: text, opacity: opacity, accessibility: accessibility))
    }

    /// An element of `fields`, made whole before it is boxed (a layout's element families set a
    /// dozen fields on the value, not one by one through the box).
    init(_ fields: consuming ElementFields) {
        storage = ElementStorage(fields)
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

/// What an element is: a text, a button, a badge, a tab, a chip, a loading placeholder… The raw
/// value is the name scenarios read in `role` ("search_field").
///
/// ```swift
/// let header = try ScopeHeaderController(inputs: .sample, clock: VirtualClock())
/// let tree = header.currentTree()
/// #expect(tree["scope.for-you"]?.role == .tab)
/// #expect(tree.elements.filter { $0.role == .chip }.count == 5)
/// ```
public enum ElementRole: String, Sendable, CaseIterable {
    case text, button, badge, image, avatar
    case searchField = "search_field"
    case tab, chip, underline,
        hairline, placeholder, ground, container
}

/// How an element is moving at the current instant: the motion token of its newest change
/// ("smooth", "snappy", "hero"; "fade" under Reduce Motion) and how far that change has come.
/// Nil on an element at rest.
///
/// ```swift
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: .sample), environment: HeaderEnvironment(), clock: VirtualClock())
/// header.notify(1)                                   // the badge appears
/// try header.advance(by: 0.1)
/// let motion = try #require(header.currentTree()["badge"]?.motion)
/// #expect(motion.token == "snappy" && motion.progress > 0 && motion.progress < 1)
/// try header.settle()
/// #expect(header.currentTree()["badge"]?.motion == nil)
/// ```
public struct ElementMotion: Sendable, Equatable {
    /// The motion token of the newest change: "smooth", "snappy", "hero", or "fade".
    public var token: String
    /// 0 at the start, 1 at rest; springs overshoot past 1.
    public var progress: Double

    package init(token: String, progress: Double) {
        self.token = token
        self.progress = progress
    }
}
