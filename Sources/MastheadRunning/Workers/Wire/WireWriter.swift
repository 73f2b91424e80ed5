/// Values in the compact binary form that parent and worker processes exchange: integers as
/// zigzag varints, doubles as their bits, strings and byte strings with their length first.
///
/// Both ends are the same binary, so the form needs no versioning; it only needs to be cheap, as
/// every scenario's result crosses it.
///
/// ```swift
/// var writer = WireWriter()
/// writer.write("scroll(40)")
/// writer.write(42)
/// var reader = WireReader(writer.bytes)
/// let step: String = try reader.read()   // "scroll(40)"
/// let count: Int = try reader.read()     // 42
/// ```
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    init() {}

    mutating func write(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func write(_ value: Int) {
        let wide = Int64(value)
        write(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    mutating func write(_ value: Int64) { write(Int(value)) }

    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func write(bytes value: [UInt8]) {
        write(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    mutating func write<Value: WireCodable>(_ value: Value) { value.encode(to: &self) }

    mutating func write<Value: WireCodable>(_ value: Value?) {
        write(value != nil)
        if let value { value.encode(to: &self) }
    }

    mutating func write<Value: WireCodable>(_ values: [Value]) {
        write(UInt64(values.count))
        for value in values { value.encode(to: &self) }
    }
}

/// A value that crosses between processes.
protocol WireCodable {
    func encode(to writer: inout WireWriter)
    init(from reader: inout WireReader) throws(WireError)
}

/// Bytes that are not a whole message: a worker that died mid-write, or a bug.
struct WireError: Error, CustomStringConvertible {
    var description: String
}

extension String: WireCodable {
    func encode(to writer: inout WireWriter) { writer.write(self) }
    init(from reader: inout WireReader) throws(WireError) { self = try reader.read() }
}

extension Int: WireCodable {
    func encode(to writer: inout WireWriter) { writer.write(self) }
    init(from reader: inout WireReader) throws(WireError) { self = try reader.read() }
}
