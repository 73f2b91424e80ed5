import TestSupport
import Testing

@testable import MastheadRunning
@testable import MastheadStudio

/// The changes the "Try it" panel can play: each on its own header, named when asked for on the
/// other, and refused where the header has nothing to play it on.
@Suite struct HeaderChangeTests {
    @Test func eachHeaderHasItsChanges() throws {
        #expect(HeaderChange.all.filter { $0.component == .greeting }.map(\.id) == ["notify", "scroll"])
        #expect(HeaderChange.all.filter { $0.component == .scope }.map(\.id) == ["chip"])
        let error = #expect(throws: UsageError.self) { try HeaderChange.named("chip", for: .greeting) }
        #expect(error?.message == "no change chip to play on the greeting header (one of notify, scroll)")
    }

    @Test func aScrollPlaysOnAPinnedHeaderItsCollapseLeftToTheScroll() throws {
        let inputs = try HeaderInputs(.greeting, ["collapse": "0.5", "unread": "7"])
        let request = try HeaderChange.named("scroll", for: .greeting).request(inputs)
        let settings = request.settings.map { "\($0.key)=\($0.value)" }
        #expect(settings.contains("pinned=true") && settings.contains("unread=7"))
        #expect(!settings.contains { $0.hasPrefix("collapse=") })
        #expect(request.format == .film && request.steps.last == "h:settle()")
    }

    @Test func aChipCannotToggleWhileTheChipsLoadOrWhenThereAreNone() throws {
        let chip = try HeaderChange.named("chip", for: .scope)
        #expect(chip.refusal(["chips": "loading"]) == "no chip to toggle while the chips are loading")
        #expect(chip.refusal(["chips": " none "]) == "no chip to toggle: the header has none")
        #expect(chip.refusal(["chips": "Alpha, Beta"]) == nil)
    }
}
