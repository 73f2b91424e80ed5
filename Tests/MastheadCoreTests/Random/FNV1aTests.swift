import Testing

@testable import MastheadCore

/// FNV-1a gives the published values, so shards and property seeds repeat on every machine.
@Suite struct FNV1aTests {
    @Test func theReferenceValues() {
        #expect(FNV1a.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func bytesAddedInPartsHashAsAWhole() {
        var hash = FNV1a()
        hash.add(bytes: "foo".utf8)
        hash.add(bytes: "bar".utf8)
        #expect(hash.value == FNV1a.hash("foobar"))
    }
}
