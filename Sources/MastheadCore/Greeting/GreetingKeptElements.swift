/// The greeting header's elements kept from one layout to the next (`KeptElement`), made in one
/// geometry: a new geometry (the inputs it reads, the environment or the minute changed) makes
/// them all again. Each keeps, as its look, what its making reads beyond the geometry; where the
/// collapse moves it, its placement is applied on its own.
struct GreetingKeptElements: HeaderKeptElements {
    static var lifetime: KeptElementsLifetime { .geometry }

    /// Whether VoiceOver reads the compact greeting (the texts' focus follows it).
    var dateLine = KeptElement<Bool>()
    var compactGreeting = KeptElement<Bool>()
    var greeting = KeptElement<Bool>()
    var searchButton = KeptElement<FixedLook>()
    var searchField = KeptElement<FixedLook>()
    /// The unread count.
    var bell = KeptElement<Int>()
    var badge = KeptElement<Int>()
    /// The avatar's diameter (its frame, corners and initials follow it).
    var avatar = KeptElement<Double>()
    var hairline = KeptElement<FixedLook>()
    var compactPlaceholder = KeptElement<BarLook>()
    var greetingPlaceholder = KeptElement<BarLook>()
    var avatarPlaceholder = KeptElement<AvatarPlaceholderLook>()

    struct BarLook: Equatable {
        var isRead: Bool
        var shimmer: Double?
    }

    struct AvatarPlaceholderLook: Equatable {
        var diameter: Double
        var shimmer: Double?
    }

    init() {}
}
