import Testing

@testable import MastheadCore

/// What VoiceOver says: "Selected" first, the label, the value, the announced traits, then the
/// hint after a pause.
@Suite struct AccessibilityTests {
    @Test func spokenPutsThePartsInOrder() {
        let tab = AccessibilityInfo(
            label: "For you", value: "4 new", hint: "Shows posts", traits: [.button, .selected])
        #expect(tab.spoken == "Selected, For you, 4 new, Button. Shows posts")
    }

    @Test func emptyPartsAreLeftOut() {
        #expect(AccessibilityInfo(label: "", value: nil, hint: "", traits: [.button]).spoken == "Button")
        #expect(AccessibilityInfo(label: "Bell", traits: [.staticText, .updatesFrequently]).spoken == "Bell")
        #expect(AccessibilityInfo(label: nil, hint: "Opens it", traits: []).spoken == ". Opens it")
        #expect(AccessibilityInfo.hidden.spoken == "")
    }
}
