import Testing

@testable import MastheadCore

/// Initials: the first letter of the first and of the last word, capitals; ASCII names are read
/// byte by byte, others by character, to the same result.
@Suite struct ProfileTests {
    @Test(arguments: [
        ("Maya Lin", "ML"), ("maya", "M"), ("  maya   lin  q ", "MQ"), ("a\tb\nc", "AC"), ("", ""), ("   ", ""),
        ("3d printer", "3P"), ("x y", "XY"),
        // Not read byte by byte: a letter outside ASCII, and "\r\n" (one character, not a separator).
        ("élodie roux", "ÉR"), ("ana\r\nbo", "A"), ("ana\rbo", "A"),
    ])
    func initials(name: String, expected: String) {
        #expect(Profile(name: name).initials == expected)
    }
}
