/// The name a message about an option begins with: "chip", "scope_header: scopes[2]",
/// "greeting_header.profile", put together only when a message is written. Builders read a list's
/// items by the hundred and rarely find one wrong; writing each item's name for a message that
/// never came was a good part of reading the list.
struct MessageName: Sendable {
    private let base: String
    private let part: Part?

    private enum Part {
        /// `base: list[position]`
        case item(list: String, position: Int)
        /// `base.field`
        case field(String)
    }

    init(_ name: String) {
        base = name
        part = nil
    }

    private init(base: String, part: Part) {
        self.base = base
        self.part = part
    }

    /// The item at `position` of the list option `list` of a builder named `name`.
    static func item(_ position: Int, of list: String, in name: String) -> MessageName {
        MessageName(base: name, part: .item(list: list, position: position))
    }

    /// The table option `field` of a builder named `name`.
    static func field(_ field: String, of name: String) -> MessageName {
        MessageName(base: name, part: .field(field))
    }

    var text: String {
        switch part {
        case nil: return base
        case .item(let list, let position): return "\(base): \(list)[\(position)]"
        case .field(let field): return "\(base).\(field)"
        }
    }
}
