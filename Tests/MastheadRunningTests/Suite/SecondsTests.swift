import Testing

@testable import MastheadRunning

/// Durations to the microsecond: fixed for the timings file, trimmed for JUnit.
@Suite struct SecondsTests {
    @Test func fixedKeepsSixDecimals() {
        #expect(Seconds.fixed(0.000347) == "0.000347")
        #expect(Seconds.fixed(2) == "2.000000")
        #expect(Seconds.fixed(0.0000004) == "0.000000")
        #expect(Seconds.fixed(-1) == "0.000000" && Seconds.fixed(.nan) == "0.000000")
    }

    @Test func trimmedDropsTrailingZeros() {
        #expect(Seconds.trimmed(0.000347) == "0.000347")
        #expect(Seconds.trimmed(1.5) == "1.5")
        #expect(Seconds.trimmed(3) == "3")
        #expect(Seconds.trimmed(0) == "0")
        #expect(Seconds.trimmed(.infinity) == "0")
    }
}
