#if canImport(Glibc)
    import Glibc
#endif

/// Messages over a pipe: each frame is its length (4 bytes, little-endian) and then its bytes.
///
/// The parent's end never blocks (`FrameChannel`): it queues what it sends and flushes when the
/// pipe has room, and gathers what arrives until a frame is whole, so one stuck worker can never
/// stall the run. The worker's end blocks (`BlockingFrames`): it has nothing else to do.
struct FrameChannel {
    /// Frames bigger than this are a broken worker, not a message.
    static let maximumFrame = 1 << 30

    private var outgoing: [UInt8] = []
    private var sent = 0
    private var incoming: [UInt8] = []
    private var consumed = 0
    private var scratch = [UInt8](repeating: 0, count: 1 << 16)

    var hasOutgoing: Bool { sent < outgoing.count }

    mutating func queue(_ payload: [UInt8]) {
        if sent == outgoing.count {
            outgoing.removeAll(keepingCapacity: true)
            sent = 0
        }
        Self.appendLength(payload.count, to: &outgoing)
        outgoing.append(contentsOf: payload)
    }

    /// Writes what the pipe takes now; false when the other end is gone.
    mutating func flush(to descriptor: Int32) -> Bool {
        while sent < outgoing.count {
            let count = outgoing[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                sent += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
            }
        }
        return true
    }

    /// Reads once what has arrived, up to 64 KiB (on a blocking descriptor: waits for something;
    /// the parent's poll says when more is there); false at the end of the stream or on an error.
    mutating func fill(from descriptor: Int32) -> Bool {
        while true {
            let count = scratch.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                incoming.append(contentsOf: scratch[0..<count])
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        }
    }

    /// The next whole frame, if one has arrived; throws on a frame no worker would send.
    mutating func nextFrame() throws(WireError) -> [UInt8]? {
        guard incoming.count - consumed >= 4 else { return nil }
        let length = Self.length(at: consumed, in: incoming)
        guard length <= Self.maximumFrame else { throw WireError(description: "a frame of \(length) bytes") }
        guard incoming.count - consumed - 4 >= length else { return nil }
        let start = consumed + 4
        let frame = Array(incoming[start..<start + length])
        consumed = start + length
        if consumed == incoming.count {
            incoming.removeAll(keepingCapacity: incoming.capacity <= 1 << 20)
            consumed = 0
        }
        return frame
    }

    static func appendLength(_ count: Int, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: count >> shift)) }
    }

    static func length(at offset: Int, in bytes: [UInt8]) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
}

/// The worker's end of its two pipes: it waits for each request and writes each reply whole.
/// Requests are read in as large pieces as have arrived, so a worker that the parent keeps a few
/// tasks ahead makes one system call for several of them.
struct BlockingFrames {
    private let requests: Int32
    private var channel = FrameChannel()

    init(requests: Int32) { self.requests = requests }

    /// The next frame; nil when the parent closed the pipe (or it broke, or sent garbage).
    mutating func next() -> [UInt8]? {
        while true {
            do {
                if let frame = try channel.nextFrame() { return frame }
            } catch {
                return nil
            }
            guard channel.fill(from: requests) else { return nil }
        }
    }

    /// Writes a frame, its length and then its payload, in one system call when the pipe takes it
    /// all; false when the parent is gone. The payload is not copied behind its length: a reply
    /// may carry megabytes (an eight-megabyte failure message), and a copy would hold them twice
    /// against the worker's memory cap.
    static func write(_ payload: [UInt8], to descriptor: Int32) -> Bool {
        var header: [UInt8] = []
        FrameChannel.appendLength(payload.count, to: &header)
        var sent = 0
        while sent < header.count + payload.count {
            let count = header.withUnsafeBytes { head in
                payload.withUnsafeBytes { body in
                    let headSent = min(sent, head.count)
                    let bodySent = sent - headSent
                    var parts = [
                        iovec(
                            iov_base: UnsafeMutableRawPointer(mutating: head.baseAddress! + headSent),
                            iov_len: head.count - headSent),
                        iovec(
                            iov_base: UnsafeMutableRawPointer(mutating: body.baseAddress.map { $0 + bodySent }),
                            iov_len: body.count - bodySent),
                    ]
                    return writev(descriptor, &parts, Int32(parts.count))
                }
            }
            if count > 0 {
                sent += count
            } else if !(count < 0 && errno == EINTR) {
                return false
            }
        }
        return true
    }
}
