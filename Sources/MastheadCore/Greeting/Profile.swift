/// The person a greeting header greets (`GreetingHeader.Profile`).
public struct Profile: Sendable, Equatable {
    /// Where the avatar photo is in its loading life; only `.loaded` shows the photo.
    public enum Photo: String, Sendable, CaseIterable {
        case loaded, loading, failed, missing
    }

    /// The full name, for the initials and VoiceOver.
    public var name: String
    /// The name the greeting uses; the first word of `name` unless given.
    public var greetingName: String
    public var avatarURL: String?
    public var photo: Photo

    public init(name: String, greetingName: String? = nil, avatarURL: String? = nil, photo: Photo? = nil) {
        self.name = name
        self.greetingName = greetingName ?? Profile.firstWord(of: name)
        self.avatarURL = avatarURL
        self.photo = photo ?? (avatarURL == nil ? .missing : .loaded)
    }

    /// Maya Lin, as in the seeds' previews.
    public static let sample = Profile(name: "Maya Lin")

    /// Up to two initials: the first letter of the first and of the last word ("Maya Lin" → "ML").
    public var initials: String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard let first = words.first?.first else { return "" }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }

    static func firstWord(of name: String) -> String {
        name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.map(String.init) ?? name
    }
}
