import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// A save's writes make one batch: due once the files are quiet, or at the latest `longest` after
/// the batch began. Times are given, not measured.
@Suite struct ChangeDebouncerTests {
    let millisecond: UInt64 = 1_000_000

    @Test func theWritesOfOneSaveMakeOneBatch() {
        var debouncer = ChangeDebouncer(quiet: 100 * millisecond, longest: 1_000 * millisecond)
        #expect(debouncer.due == nil)
        debouncer.record(["a.lua"], at: 0) // truncate
        debouncer.record(["a.lua"], at: 30 * millisecond) // write
        debouncer.record(["b.lua"], at: 60 * millisecond) // a second file of the same save
        #expect(debouncer.take(at: 100 * millisecond) == nil)
        #expect(debouncer.due == 160 * millisecond)
        #expect(debouncer.take(at: 160 * millisecond) == ["a.lua", "b.lua"])
        #expect(debouncer.due == nil)
        #expect(debouncer.take(at: 10_000 * millisecond) == nil)
    }

    @Test func aFileWrittenAllTheTimeIsStillHandedOut() {
        var debouncer = ChangeDebouncer(quiet: 100 * millisecond, longest: 300 * millisecond)
        for step in 0..<10 { debouncer.record(["log.lua"], at: UInt64(step) * 50 * millisecond) }
        #expect(debouncer.due == 300 * millisecond)
        #expect(debouncer.take(at: 300 * millisecond) == ["log.lua"])
    }

    @Test func nothingRecordedStartsNoBatch() {
        var debouncer = ChangeDebouncer(quiet: 100 * millisecond, longest: 300 * millisecond)
        debouncer.record([String](), at: 5 * millisecond)
        #expect(debouncer.due == nil)
        debouncer.record(["a.lua"], at: 200 * millisecond)
        #expect(debouncer.due == 300 * millisecond)
    }
}
