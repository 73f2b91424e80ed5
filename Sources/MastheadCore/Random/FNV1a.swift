/// FNV-1a, 64 bits (Fowler, Noll and Vo): a hash that is the same in every process and on every
/// machine, for what must repeat from run to run: a scenario's shard, a property's seed, a
/// tree's sketch. Swift's `Hasher` is seeded per process, so it cannot serve.
///
/// ```swift
/// var hash = FNV1a()
/// hash.add(bytes: "a".utf8)
/// hash.value              // 0xaf63dc4c8601ec8c
/// FNV1a.hash("a")         // the same
/// ```
package struct FNV1a: Sendable {
    package private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    package init() {}

    /// Mixes in one whole word (a byte, for the classic hash of bytes).
    @inlinable package mutating func add(_ word: UInt64) {
        value = (value ^ word) &* 0x100_0000_01B3
    }

    package mutating func add(bytes: some Sequence<UInt8>) {
        for byte in bytes { add(UInt64(byte)) }
    }

    /// The hash of the text's UTF-8 bytes.
    package static func hash(_ text: String) -> UInt64 {
        var hash = FNV1a()
        hash.add(bytes: text.utf8)
        return hash.value
    }
}
