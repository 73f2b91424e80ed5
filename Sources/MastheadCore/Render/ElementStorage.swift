/// The fields of an `Element`, in one value the box holds (see `Element` for what each means).
struct ElementFields: Sendable, Equatable {
    var id: String
    var role: Role
    var text: String? = nil
    var lines: [String]? = nil
    var frame: Rect
    var hit: Rect? = nil
    var opacity: Double = 1
    var font: FontSpec? = nil
    var color: ColorToken? = nil
    var fill: ColorToken? = nil
    var stroke: ColorToken? = nil
    var strokeWidth: Double = 0
    var ring: ColorToken? = nil
    var ringWidth: Double = 0
    var cornerRadius: Double = 0
    var symbol: String? = nil
    var symbolSize: Double? = nil
    var symbolColor: ColorToken? = nil
    var image: String? = nil
    var accessibility: AccessibilityInfo = .hidden
    var scrollRow: String? = nil
    var z: Int = 0
    var shimmer: Double? = nil
    var transition: MotionToken? = nil
    var motion: ElementMotion? = nil
    var rollsFigures: Bool = false
    var crossFade: CrossFade? = nil
    var roll: FigureRoll? = nil
    var isLeaving: Bool = false

    init(id: String, role: Role, frame: Rect, text: String?, opacity: Double, accessibility: AccessibilityInfo) {
        self.id = id
        self.role = role
        self.frame = frame
        self.text = text
        self.opacity = opacity
        self.accessibility = accessibility
    }
}

/// The box an `Element` keeps its fields in, shared between copies until one of them changes.
///
/// Unchecked Sendable: `fields` is written only through `Element`, which first makes sure the box
/// is its own (`isKnownUniquelyReferenced`), so a box other values can see is never written.
final class ElementStorage: @unchecked Sendable {
    var fields: ElementFields

    /// Takes the fields over (`consuming`): a new element's fields go straight into its box
    /// rather than being copied in and the original dropped.
    init(_ fields: consuming ElementFields) {
        self.fields = fields
    }

    /// Whether both boxes hold equal fields, compared where they lie. Reading `fields` out of a
    /// box copies every one of them (retaining a dozen strings and arrays) before comparing, as
    /// the compiler cannot prove the comparison leaves the box alone; through their addresses
    /// nothing is copied. The access is formally a modification, but nothing is written (and
    /// `other` is never this box: two accesses to one box at once would trap).
    @inline(never)
    func hasFields(equalTo other: ElementStorage) -> Bool {
        if self === other { return true }
        return withUnsafeMutablePointer(to: &fields) { mine in
            withUnsafeMutablePointer(to: &other.fields) { theirs in mine.pointee == theirs.pointee }
        }
    }
}
