import MastheadLua
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The form parent and worker speak: every value reads back as written, and bytes that are not a
/// whole message are an error, never a crash or a made-up value.
@Suite struct WireWriterTests {
    @Test func numbersTextAndBytesReadBackAsWritten() throws {
        var writer = WireWriter()
        let numbers = [0, 1, -1, 63, -64, 64, 300, Int.max, Int.min]
        for number in numbers { writer.write(number) }
        writer.write(0.1)
        writer.write(-Double.infinity)
        writer.write(true)
        writer.write("Selected, For you, Button · 🙂 · שלום")
        writer.write(bytes: [0, 0xFF, 0xE1])
        var reader = WireReader(writer.bytes)
        for number in numbers { #expect(try reader.read() as Int == number) }
        #expect(try reader.read() as Double == 0.1)
        #expect(try reader.read() as Double == -Double.infinity)
        #expect(try reader.read() as Bool)
        #expect(try reader.read() as String == "Selected, For you, Button · 🙂 · שלום")
        #expect(try reader.readBytes() == [0, 0xFF, 0xE1])
        #expect(reader.isAtEnd)
    }

    @Test func aScenarioOutcomeCrossesWhole() throws {
        let failure = ScenarioFailure(
            kind: .assertion, message: "expected \"120\", got \"99+\"",
            location: SourceLocation(file: "Scenarios/a.lua", line: 10), expected: "\"120\"", actual: "\"99+\"",
            diff: nil, traceback: ["Scenarios/a.lua:10: in function <Scenarios/a.lua:1>"])
        let outcome = ScenarioOutcome(
            failure: failure, steps: ["greeting_header{…}", "notify(120)"], output: ["hello"], assertions: 3,
            instructions: 123_456, peakMemory: 65_536, snapshotsUsed: ["Scenarios/__snapshots__/a.lua/x.y.svg"])
        var writer = WireWriter()
        writer.write(WorkerReply.finished(task: 7, WorkerResult(outcome: outcome, duration: 0.25, snapshots: [])))
        var reader = WireReader(writer.bytes)
        guard case .finished(let task, let result) = try WorkerReply(from: &reader) else {
            Issue.record("not a finished reply")
            return
        }
        #expect(task == 7)
        #expect(result.outcome.failure == failure)
        #expect(result.outcome.steps == outcome.steps)
        #expect(result.outcome.output == ["hello"])
        #expect(result.outcome.assertions == 3 && result.outcome.instructions == 123_456)
        #expect(result.outcome.snapshotsUsed == outcome.snapshotsUsed)
        #expect(result.duration == 0.25)
    }

    @Test func everyCutOfAMessageIsAnError() {
        var writer = WireWriter()
        writer.write(WorkerRequest.run(task: 3, file: WorkerFile(path: "a.lua", bytes: Array("x".utf8)), scenario: "s"))
        let bytes = writer.bytes
        for length in 0..<bytes.count {
            var reader = WireReader(Array(bytes.prefix(length)))
            #expect(throws: WireError.self) { _ = try WorkerRequest(from: &reader) }
        }
    }

    @Test func aLengthPastTheMessageIsRefusedBeforeAnythingIsMade() {
        var writer = WireWriter()
        writer.write(UInt64(1) << 40)
        var reader = WireReader(writer.bytes)
        #expect(throws: WireError.self) { _ = try reader.read() as [String] }
    }
}
