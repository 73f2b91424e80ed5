import Testing

@testable import MastheadFuzz

@Suite("DeltaDebugging")
struct DeltaDebuggingTests {
    @Test func findsTheItemsTheFailureNeeds() {
        let items = Array(0..<200)
        let kept = DeltaDebugging.minimize(items) { $0.contains(37) && $0.contains(150) }
        #expect(kept == [37, 150])
    }

    @Test func keepsOrderAndAnEmptyListWhenNothingIsNeeded() {
        #expect(DeltaDebugging.minimize([3, 1, 2]) { _ in true } == [])
        #expect(DeltaDebugging.minimize([5, 9, 7, 1]) { $0.filter { $0 > 4 }.count >= 2 }.count == 2)
    }

    @Test func stopsAtItsBudget() {
        var tries = 0
        _ = DeltaDebugging.minimize(Array(0..<1000), budget: 10) { _ in
            tries += 1
            return false
        }
        #expect(tries <= 11)
    }
}
