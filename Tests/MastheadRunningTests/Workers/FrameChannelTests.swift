import Foundation
import Testing

@testable import MastheadRunning

/// Frames cross a pipe whole: the worker's blocking writes (its length, then its payload, without
/// a copy) and the parent's reads, which gather a frame from as many pieces as the pipe gives.
@Suite struct FrameChannelTests {
    /// The frames read from a pipe that `send` writes into, on a thread of its own, then closes.
    private func roundTrip(_ send: @escaping @Sendable (Int32) -> Void) throws -> [[UInt8]] {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let writeEnd = ends[1]
        let writer = Thread {
            send(writeEnd)
            close(writeEnd)
        }
        writer.start()
        defer { close(ends[0]) }
        var channel = BlockingFrames(requests: ends[0])
        var frames: [[UInt8]] = []
        while let frame = channel.next() { frames.append(frame) }
        return frames
    }

    @Test func aFrameLargerThanThePipeArrivesWhole() throws {
        // 3 MiB: many times a pipe's 64 KiB, so the write is taken in parts.
        let payload = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let frames = try roundTrip { descriptor in
            #expect(BlockingFrames.write(payload, to: descriptor))
            #expect(BlockingFrames.write([7, 8, 9], to: descriptor))
        }
        #expect(frames.count == 2)
        #expect(frames.first == payload)
        #expect(frames.last == [7, 8, 9])
    }

    @Test func anEmptyFrameIsAFrame() throws {
        let frames = try roundTrip { descriptor in
            #expect(BlockingFrames.write([], to: descriptor))
            #expect(BlockingFrames.write([1], to: descriptor))
        }
        #expect(frames == [[], [1]])
    }

    @Test func theParentsQueueReadsBackTheSameFrames() throws {
        var sender = FrameChannel()
        sender.queue([1, 2, 3])
        sender.queue([])
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let flushed = sender.flush(to: ends[1])
        #expect(flushed)
        close(ends[1])
        defer { close(ends[0]) }
        var receiver = BlockingFrames(requests: ends[0])
        #expect(receiver.next() == [1, 2, 3])
        #expect(receiver.next() == [])
        #expect(receiver.next() == nil)
    }
}
