import Testing

@testable import MastheadCore

/// Every id a header draws, over the layout sweeps, is in its kind's vocabulary, and names the
/// vocabulary does not hold are told apart from ones it does.
@Suite struct ElementVocabularyTests {
    @Test func everyGreetingIDIsInTheVocabulary() throws {
        let vocabulary = try #require(ElementVocabulary.of(GreetingHeader.componentName))
        var drawn: Set<String> = []
        for (name, tree, _) in GreetingLayoutInvariantTests.layouts() {
            for element in tree.elements {
                #expect(vocabulary.contains(element.id), "\(name): \(element.id)")
                drawn.insert(element.id)
            }
        }
        #expect(drawn == Set(vocabulary.fixed), "the sweep draws every fixed id")
    }

    @Test func everyScopeIDIsInTheVocabulary() throws {
        let vocabulary = try #require(ElementVocabulary.of(ScopeHeader.componentName))
        for (label, header, environment) in ScopeHeaderFixtures.everyCase {
            for tree in ScopeHeaderLayoutInvariantTests.trees(header, environment) {
                for element in tree.elements where !vocabulary.contains(element.id) {
                    Issue.record("\(label): \(element.id)")
                }
            }
        }
    }

    @Test func misspeltAndMalformedIDsAreOutside() throws {
        let greeting = try #require(ElementVocabulary.of("greeting"))
        let scope = try #require(ElementVocabulary.of("scope"))
        #expect(!greeting.contains("badg"))
        #expect(!greeting.contains("chip.unread"))
        #expect(scope.contains("chip.anything at all"))
        #expect(!scope.contains("chip."))
        #expect(!scope.contains("chips.unread"))
        #expect(scope.contains("placeholder.chip.12"))
        #expect(!scope.contains("placeholder.chip.0"))
        #expect(!scope.contains("placeholder.chip.x"))
        #expect(ElementVocabulary.of("neither") == nil)
        #expect(scope.described.suffix(2) == ["chip.<id>", "placeholder.chip.<n>"])
    }
}
