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
        if let initials = asciiInitials { return initials }
        let words = name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard let first = words.first?.first else { return "" }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }

    /// The same for a name of ASCII bytes without a carriage return, read byte by byte: each of
    /// its bytes is a character then ("\r\n" is one), and an ASCII letter's capital is ASCII.
    /// Nil for any other name. (Splitting into characters and uppercasing through Unicode cost
    /// more than reading the rest of the profile.)
    private var asciiInitials: String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
            func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
            var first: UInt8?
            var last: UInt8?
            var wordCount = 0
            for (index, byte) in bytes.enumerated() where !isSeparator(byte) {
                guard index == 0 || isSeparator(bytes[index - 1]) else { continue }
                wordCount += 1
                if first == nil { first = byte } else { last = byte }
            }
            guard let first else { return "" }
            let capitals = [first] + (wordCount > 1 ? [last!] : [])
            return String(decoding: capitals.map(Self.asciiCapital), as: UTF8.self)
        }
    }

    private static func asciiCapital(_ byte: UInt8) -> UInt8 { (0x61...0x7A).contains(byte) ? byte - 0x20 : byte }

    static func firstWord(of name: String) -> String {
        name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.map(String.init) ?? name
    }
}
