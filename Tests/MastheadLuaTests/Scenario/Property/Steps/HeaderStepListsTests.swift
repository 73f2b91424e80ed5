import Testing

@testable import MastheadLua

/// `any.steps(kind, …)` for every registered header: the kinds are the bindings', each draws
/// only steps its binding lists, every listed step is a method of the header, and a list shrinks
/// to no steps.
@Suite struct HeaderStepListsTests {
    @Test func theKindsAreTheRegisteredHeaders() {
        #expect(HeaderStepLists.kinds == ["greeting", "scope"])
        #expect(HeaderStepLists.binding("scope") == ScopeHeaderBinding.self)
        #expect(HeaderStepLists.binding("banner") == nil)
    }

    @Test func eachHeaderDrawsOnlyItsOwnStepsAndEachIsOneOfItsMethods() throws {
        for binding in HeaderBindings.all {
            let methods = Set(binding.luaClass.methods.map(\.0))
            #expect(Set(binding.stepNames).isSubset(of: methods), "\(binding.name)")
            var drawn: Set<String> = []
            for run in 0..<50 {
                let choices = ChoiceDraws(.random(PropertyRandom(seed: 7, run: run, property: binding.name)))
                guard case .list(let steps) = try HeaderStepLists.draw(binding, choices, minimum: 5, maximum: 20)
                else {
                    Issue.record("not a list")
                    continue
                }
                #expect((5...20).contains(steps.count))
                for case .list(let step) in steps {
                    guard case .string(let name) = step.first else { continue }
                    drawn.insert(String(decoding: name, as: UTF8.self))
                }
            }
            #expect(drawn.isSubset(of: Set(binding.stepNames)), "\(binding.name): \(drawn)")
            #expect(drawn.count >= binding.stepNames.count - 1, "\(binding.name) drew only \(drawn.sorted())")
        }
    }

    @Test func anEmptyRecordIsTheShortestList() throws {
        for binding in HeaderBindings.all {
            #expect(try HeaderStepLists.draw(binding, ChoiceDraws(.replay([])), minimum: 0, maximum: 9) == .list([]))
        }
    }
}
