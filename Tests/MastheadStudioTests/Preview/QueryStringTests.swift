import Testing

@testable import MastheadStudio

/// `name=value&…` as a browser writes it: escapes and `+` read back; broken ones are refused.
@Suite struct QueryStringTests {
    @Test func escapesAndPlusReadBack() throws {
        let pairs = try #require(QueryString.pairs("a=1&name=Ana+Mar%C3%ADa&empty="))
        #expect(pairs.map(\.name) == ["a", "name", "empty"])
        #expect(pairs.map(\.value) == ["1", "Ana María", ""])
        #expect(QueryString.pairs("")?.isEmpty == true)
    }

    @Test func brokenEscapesAndPairsAreRefused() {
        #expect(QueryString.pairs("a=%G1") == nil)
        #expect(QueryString.pairs("a=%+1") == nil)
        #expect(QueryString.pairs("a=%C3") == nil)
        #expect(QueryString.pairs("a=%4") == nil)
        #expect(QueryString.pairs("novalue") == nil)
    }

    @Test func encodingKeepsOnlyUnreservedBytes() {
        #expect(QueryString.encoded("a b&c=ü~-._") == "a%20b%26c%3D%C3%BC~-._")
        #expect(QueryString.decoded(QueryString.encoded("\u{1}ümlaut + 100%")[...]) == "\u{1}ümlaut + 100%")
    }
}
