/// Reads what `WireWriter` wrote, in the same order; a `WireError` when the bytes run out or do
/// not fit.
struct WireReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func read() throws(WireError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else {
                throw WireError(description: "a number runs past the message")
            }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func read() throws(WireError) -> Int {
        let raw: UInt64 = try read()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    mutating func read() throws(WireError) -> Int64 { Int64(try read() as Int) }

    mutating func read() throws(WireError) -> Bool {
        try take(1).first != 0
    }

    mutating func read() throws(WireError) -> Double {
        let slice = try take(8)
        var bits: UInt64 = 0
        for (index, byte) in slice.enumerated() { bits |= UInt64(byte) << (8 * UInt64(index)) }
        return Double(bitPattern: bits)
    }

    mutating func read() throws(WireError) -> String {
        String(decoding: try take(try length()), as: UTF8.self)
    }

    mutating func readBytes() throws(WireError) -> [UInt8] {
        Array(try take(try length()))
    }

    mutating func read<Value: WireCodable>() throws(WireError) -> Value { try Value(from: &self) }

    mutating func read<Value: WireCodable>() throws(WireError) -> Value? {
        try read() as Bool ? try Value(from: &self) : nil
    }

    mutating func read<Value: WireCodable>() throws(WireError) -> [Value] {
        let count = try length()
        var values: [Value] = []
        values.reserveCapacity(min(count, 1 << 16))
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }

    private mutating func length() throws(WireError) -> Int {
        let count: UInt64 = try read()
        guard count <= UInt64(bytes.count - offset) else {
            throw WireError(description: "a length runs past the message")
        }
        return Int(count)
    }

    private mutating func take(_ count: Int) throws(WireError) -> ArraySlice<UInt8> {
        guard count <= bytes.count - offset else { throw WireError(description: "a value runs past the message") }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}
