import Testing

@testable import MastheadText

@Suite struct SuggestionTests {
    @Test func theDocumentedExamples() {
        #expect(Suggestion.didYouMean("titel", in: ["title", "status"]) == " (did you mean 'title'?)")
        #expect(Suggestion.closest(to: "--jbos", in: ["--jobs", "--json"]) == "--jobs")
    }

    @Test func nothingCloseSaysNothing() {
        #expect(Suggestion.didYouMean("zzzzzz", in: ["title", "status"]) == "")
        #expect(Suggestion.closest(to: "zzzzzz", in: ["title"]) == nil)
    }

    @Test func severalAreListedNearestFirstTiesInOrder() {
        #expect(
            Suggestion.didYouMean("chip.unred", in: ["chip.audio", "chip.unread", "chip.saved"], upTo: 3)
                == " (did you mean 'chip.unread' or 'chip.saved'?)")
        #expect(Suggestion.nearest(to: "cat", in: ["bat", "cut", "cat", "bat"], limit: 3) == ["cat", "bat", "cut"])
        #expect(Suggestion.didYouMean("ab", in: ["aa", "bb", "ba", "cc"], upTo: 3) == " (did you mean 'aa' or 'bb'?)")
    }

    @Test func caseIsIgnoredAndTheAllowanceGrowsWithTheName() {
        #expect(Suggestion.closest(to: "TITLE", in: ["title"]) == "title")
        // A third of the length, at least 2: 9 letters allow 3 edits, not 4.
        #expect(Suggestion.closest(to: "abcdefghi", in: ["abcdefXYZ"]) == "abcdefXYZ")
        #expect(Suggestion.closest(to: "abcdefghi", in: ["abcdeWXYZ"]) == nil)
    }

    @Test func aCandidateAsFarAsTheNameIsLongIsNoSuggestion() {
        // Every letter replaced: 'os' is two edits from 'k1', within the allowance, and no help.
        #expect(Suggestion.didYouMean("k1", in: ["os", "unread"]) == "")
        #expect(Suggestion.closest(to: "x", in: ["y"]) == nil)
        #expect(Suggestion.closest(to: "o", in: ["os"]) == "os")
    }

    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestion.editDistance(Array("same"), Array("same")) == 0)
    }
}
