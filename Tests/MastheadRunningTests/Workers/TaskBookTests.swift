import Testing

@testable import MastheadRunning

/// The parent's record of one round of tasks: delivery in task order whatever order they end in,
/// tasks taken back go first, and an interrupted round passes over what never started.
@Suite struct TaskBookTests {
    static func reply(_ task: Int) -> WorkerSupervisor.Outcome {
        .reply(.discovered(task: task, .loaded([])))
    }

    @Test func outcomesAreDeliveredInTaskOrder() {
        var book = TaskBook(count: 3)
        book.finish(2, Self.reply(2))
        #expect(book.nextDeliverable() == nil)
        book.finish(0, Self.reply(0))
        #expect(book.nextDeliverable()?.0 == 0)
        #expect(book.nextDeliverable() == nil)
        book.finish(1, Self.reply(1))
        #expect(book.nextDeliverable()?.0 == 1)
        #expect(book.nextDeliverable()?.0 == 2)
        #expect(book.delivered == 3)
    }

    @Test func requeuedTasksGoFirstInTheirOrder() {
        var book = TaskBook(count: 6)
        let taken = (0..<4).compactMap { _ in book.takePending() }
        #expect(taken == [0, 1, 2, 3])
        book.requeue([1, 3])
        #expect(book.takePending() == 1)
        #expect(book.takePending() == 3)
        #expect(book.takePending() == 4)
    }

    @Test func aTaskKeptForAFreshWorkerGoesOnlyToOne() {
        var book = TaskBook(count: 4)
        #expect(book.takePending() == 0)
        book.requeueForFreshWorker(0)
        #expect(book.remaining == 4)
        #expect(book.takePending(preferring: { _ in false }) == 1, "a worker that has run tasks passes it over")
        #expect(book.takePending(preferring: { _ in false }, fresh: true) == 0)
        #expect(book.takePending(preferring: { _ in false }, fresh: true) == 2, "then the fresh worker takes the rest")
    }

    @Test func aWorkerPrefersTheFilesItHasWithinTheWindow() {
        var book = TaskBook(count: 100)
        #expect(book.takePending(preferring: { $0 == 5 }) == 5)
        #expect(book.takePending(preferring: { $0 == 99 }, window: 10) == 0, "too far ahead")
        #expect(book.takePending() == 1)
    }

    @Test func anInterruptedRoundPassesOverWhatNeverStarted() {
        var book = TaskBook(count: 4)
        _ = book.takePending()
        _ = book.takePending()
        book.finish(1, Self.reply(1))
        book.requeue([0])
        book.abandonUnstarted()
        #expect(book.nextDeliverable()?.0 == 1)
        #expect(book.nextDeliverable() == nil)
        #expect(book.delivered == 4)
    }
}
