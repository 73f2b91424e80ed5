import MastheadText

/// Appending to the UTF-8 bytes the text rendering is built in.
///
/// A rendering is about 4 KB and is made thousands of times a second. `Array.append` of one byte
/// checks uniqueness and capacity each time, which cost more than the rest of the rendering, so
/// runs of bytes are written here through a pointer after the array has grown once.
extension Array where Element == UInt8 {
    /// Grows the array by `capacity` bytes, lets `write` fill them from the first, and keeps as
    /// many as it says it wrote.
    @inline(__always)
    mutating func appendBytes(capacity: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        guard capacity > 0 else { return }
        let start = count
        append(contentsOf: repeatElement(0, count: capacity))
        let written = withUnsafeMutableBufferPointer { buffer in write(buffer.baseAddress! + start) }
        removeLast(capacity - written)
    }

    mutating func append(utf8 text: String) {
        // A native or small string hands over its bytes whole; only a bridged one goes one by one.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }

    /// A literal's bytes, without going through a `String`.
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// `Points.format(value)`'s bytes (`DecimalText.append`), not a `String` to copy (a listing
    /// writes some fifty numbers).
    mutating func append(points value: Double) {
        DecimalText.append(value, to: &self)
    }

    /// `scalar` `count` times over (a border line).
    mutating func append(_ scalar: Unicode.Scalar, repeated count: Int = 1) {
        let length = UTF8Encoding.count(scalar.value)
        appendBytes(capacity: length * count) { output in
            for index in 0..<count { UTF8Encoding.encode(scalar.value, into: output + index * length) }
            return length * count
        }
    }
}

/// UTF-8 encoding of a valid scalar value into memory.
enum UTF8Encoding {
    @inline(__always)
    static func count(_ value: UInt32) -> Int {
        value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
    }

    /// Writes the `count(value)` bytes of `value` at `output`.
    @inline(__always)
    static func encode(_ value: UInt32, into output: UnsafeMutablePointer<UInt8>) {
        switch value {
        case 0..<0x80:
            output[0] = UInt8(value)
        case 0x80..<0x800:
            output[0] = UInt8(0xC0 | value >> 6)
            output[1] = UInt8(0x80 | value & 0x3F)
        case 0x800..<0x10000:
            output[0] = UInt8(0xE0 | value >> 12)
            output[1] = UInt8(0x80 | value >> 6 & 0x3F)
            output[2] = UInt8(0x80 | value & 0x3F)
        default:
            output[0] = UInt8(0xF0 | value >> 18)
            output[1] = UInt8(0x80 | value >> 12 & 0x3F)
            output[2] = UInt8(0x80 | value >> 6 & 0x3F)
            output[3] = UInt8(0x80 | value & 0x3F)
        }
    }
}
