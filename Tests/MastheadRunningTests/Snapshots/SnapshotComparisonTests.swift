import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// What each record mode decides for absent, equal and differing references, before any I/O.
@Suite struct SnapshotComparisonTests {
    typealias Kind = SnapshotPaths.Kind
    let new: [Kind: String] = [.text: "text 2\n", .voiceover: "Bell\n", .picture: "<svg 2/>\n"]
    var equal: [Kind: String] { new }
    var textDiffers: [Kind: String] { [.text: "text 1\n", .voiceover: "Bell\n", .picture: "<svg 1/>\n"] }
    var pictureDiffers: [Kind: String] { [.text: "text 2\n", .voiceover: "Bell\n", .picture: "<svg 1/>\n"] }

    func compare(_ stored: [Kind: String], _ mode: RecordMode) -> SnapshotComparison {
        SnapshotComparison(stored: stored, new: new, mode: mode)
    }

    @Test(arguments: RecordMode.allCases)
    func equalReferencesMatchInEveryMode(mode: RecordMode) {
        let result = compare(equal, mode)
        #expect(result.status == .matched && !result.fails && result.writes.isEmpty)
    }

    @Test func absentReferences() {
        #expect(compare([:], .missing).writes == [.text, .voiceover, .picture])
        #expect(compare([:], .missing).status == .recorded && !compare([:], .missing).fails)
        #expect(compare([:], .all).status == .recorded && !compare([:], .all).fails)
        #expect(compare([:], .failed).status == .recorded && !compare([:], .failed).fails)
        let never = compare([:], .never)
        #expect(never.status == .missing && never.fails && never.writes.isEmpty && never.keepsArtifacts)
    }

    @Test func differingReferences() {
        let missing = compare(textDiffers, .missing)
        #expect(
            missing.status == .mismatched && missing.fails && missing.writes.isEmpty && missing.differing == [.text])
        #expect(compare(textDiffers, .never).status == .mismatched)
        let all = compare(textDiffers, .all)
        #expect(all.status == .updated && !all.fails && all.writes == [.text, .picture])
        let failed = compare(textDiffers, .failed)
        #expect(
            failed.status == .updated && failed.fails && failed.writes == [.text, .picture] && !failed.keepsArtifacts)
    }

    @Test func aPictureAloneNeverFails() {
        for mode in RecordMode.allCases {
            #expect(!compare(pictureDiffers, mode).fails)
        }
        #expect(compare(pictureDiffers, .missing).writes.isEmpty)
        #expect(compare(pictureDiffers, .all).writes == [.picture])
        #expect(compare(pictureDiffers, .all).status == .updated)
        var noPicture = equal
        noPicture[.picture] = nil
        #expect(compare(noPicture, .missing).writes == [.picture])
        #expect(compare(noPicture, .never).writes.isEmpty && compare(noPicture, .never).status == .matched)
    }

    @Test func onlyTheAbsentPartIsWrittenWhenTheRestMatches() {
        var noVoiceOver = equal
        noVoiceOver[.voiceover] = nil
        #expect(compare(noVoiceOver, .missing).writes == [.voiceover])
        #expect(compare(noVoiceOver, .never).status == .missing)
    }
}
