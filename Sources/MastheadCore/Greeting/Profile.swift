/// The person a greeting header greets: the name the greeting and the avatar's initials come
/// from, and the avatar photo's state.
///
/// ```swift
/// let profile = Profile(name: "Maya Lin", avatarURL: "https://example.com/maya.jpg", photo: .loading)
/// let header = GreetingHeaderController(
///     inputs: GreetingHeader(profile: profile), environment: HeaderEnvironment(), clock: VirtualClock())
/// #expect(header.currentTree()["greeting"]?.text == "Good morning, Maya")
/// #expect(header.currentTree()["avatar"]?.text == "ML")   // initials until the photo loads
/// ```
public struct Profile: Sendable, Equatable {
    /// Where the avatar photo is in its loading life; only `.loaded` shows the photo, the others
    /// show the initials.
    ///
    /// ```swift
    /// let profile = Profile(name: "Maya Lin", avatarURL: "https://example.com/maya.jpg")
    /// #expect(profile.photo == .loaded)   // given a URL, the photo is taken as loaded
    /// #expect(Profile(name: "Maya Lin").photo == .missing)
    /// ```
    public enum Photo: String, Sendable, CaseIterable {
        case loaded, loading, failed, missing
    }

    /// The full name, for the initials and VoiceOver.
    public var name: String
    /// The name the greeting uses; the first word of `name` unless given.
    public var greetingName: String
    /// Where the avatar photo comes from; nil: there is none (the initials show).
    public var avatarURL: String?
    /// The avatar photo's state; by default `.loaded` with a URL, `.missing` without.
    public var photo: Photo

    /// A profile for `name`; the greeting uses `greetingName`, or the first word of `name`.
    public init(name: String, greetingName: String? = nil, avatarURL: String? = nil, photo: Photo? = nil) {
        self.name = name
        self.greetingName = greetingName ?? Profile.firstWord(of: name)
        self.avatarURL = avatarURL
        self.photo = photo ?? (avatarURL == nil ? .missing : .loaded)
    }

    /// Maya Lin, as in the seeds' previews.
    public static let sample = Profile(name: "Maya Lin")

    /// Up to two initials: the first letter of the first and of the last word ("Maya Lin" → "ML").
    package var initials: String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard let first = words.first?.first else { return "" }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }

    static func firstWord(of name: String) -> String {
        name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.map(String.init) ?? name
    }
}
