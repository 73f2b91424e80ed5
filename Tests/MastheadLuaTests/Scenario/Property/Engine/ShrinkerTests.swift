import Testing

@testable import MastheadLua

/// The engine alone, with generators written in Swift: runs generated from a seed until one fails,
/// then shrunk on its record of choices.
@Suite("Shrinker")
struct ShrinkerTests {
    /// The first failing value of `runs` generated ones, shrunk; nil when every run passes.
    static func falsify<Value>(
        seed: UInt64 = 1, runs: Int = 200, budget: Int = 2_000, _ generate: (ChoiceDraws) throws -> Value,
        fails: (Value) -> Bool
    ) -> (value: Value, shrinker: Shrinker)? {
        for run in 0..<runs {
            let draws = ChoiceDraws(.random(PropertyRandom(seed: seed, run: run, property: "test")))
            guard let value = try? generate(draws), fails(value) else { continue }
            var shrinker = Shrinker(
                initial: .init(choices: draws.values, spans: draws.spans), budget: .init(runs: budget))
            shrinker.shrink { choices in
                let replay = ChoiceDraws(.replay(choices))
                guard let value = try? generate(replay), fails(value) else { return nil }
                return .init(choices: replay.values, spans: replay.spans)
            }
            let shrunk = try! generate(ChoiceDraws(.replay(shrinker.best.choices)))
            return (shrunk, shrinker)
        }
        return nil
    }

    @Test(arguments: [1, 2, 3, 99] as [UInt64])
    func anIntegerRuleThatFailsFrom100UpShrinksToExactly100(seed: UInt64) throws {
        let found = try #require(
            Self.falsify(seed: seed, { try IntegerDraw.draw($0, from: 0, to: 5000) }, fails: { $0 >= 100 }))
        #expect(found.value == 100)
        #expect(found.shrinker.stopReason == nil)
    }

    @Test func integersShrinkTowardsTheirLowerBound() throws {
        let found = try #require(Self.falsify({ try IntegerDraw.draw($0, from: -500, to: 500) }, fails: { $0 > -3 }))
        #expect(found.value == -2)
        let any = try #require(Self.falsify({ try IntegerDraw.draw($0, from: 1000, to: 9000) }, fails: { _ in true }))
        #expect(any.value == 1000)
    }

    @Test func numbersFindTheirBoundaryExactly() throws {
        let found = try #require(Self.falsify({ try NumberDraw.draw($0, from: 0, to: 1) }, fails: { $0 >= 0.5 }))
        #expect(found.value == 0.5)
        let whole = try #require(Self.falsify({ try NumberDraw.draw($0, from: 0, to: 1000) }, fails: { $0 >= 37.25 }))
        #expect(whole.value == 37.25)
    }

    @Test func textsShrinkToFewerAndSimplerCharacters() throws {
        let long = try #require(
            Self.falsify(
                { try TextDraw.draw($0, minimum: 0, maximum: 40, alphabet: .unicode) }, fails: { $0.count >= 5 }))
        #expect(long.value == "aaaaa")
        let digit = try #require(
            Self.falsify(
                { try TextDraw.draw($0, minimum: 0, maximum: 40, alphabet: .unicode) },
                fails: {
                    $0.contains { $0.isNumber }
                }))
        #expect(digit.value == "0")
        let emoji = try #require(
            Self.falsify(
                { try TextDraw.draw($0, minimum: 0, maximum: 40, alphabet: .unicode) },
                fails: {
                    $0.unicodeScalars.contains { $0.properties.isEmojiPresentation }
                }))
        #expect(emoji.value == "😀")
    }

    @Test func listsShrinkToFewerItemsThenSmallerOnes() throws {
        func list(_ draws: ChoiceDraws) throws -> [Int64] {
            var items: [Int64] = []
            _ = try draws.collection(minimum: 0, maximum: 30) { _ in
                items.append(try IntegerDraw.draw(draws, from: 0, to: 9))
            }
            return items
        }
        let sum = try #require(Self.falsify(list, fails: { $0.reduce(0, +) >= 10 }))
        #expect(sum.value == [1, 9])
        let member = try #require(Self.falsify({ try list($0).map { $0 * 11 } }, fails: { $0.contains { $0 >= 50 } }))
        #expect(member.value == [55])
    }

    /// Lists of lists: an item deleted with its flag takes its whole inner list.
    @Test func nestedCollectionsShrinkTogether() throws {
        func lists(_ draws: ChoiceDraws) throws -> [[Int64]] {
            var outer: [[Int64]] = []
            _ = try draws.collection(minimum: 0, maximum: 8) { _ in
                var inner: [Int64] = []
                _ = try draws.collection(minimum: 0, maximum: 8) { _ in
                    inner.append(try IntegerDraw.draw(draws, from: 0, to: 100))
                }
                outer.append(inner)
            }
            return outer
        }
        let found = try #require(Self.falsify(lists, fails: { $0.count >= 2 && $0[1].contains { $0 >= 20 } }))
        #expect(found.value == [[], [20]])
    }

    @Test func theBudgetStopsShrinkingAndSaysSo() throws {
        let found = try #require(
            Self.falsify(budget: 3, { try IntegerDraw.draw($0, from: 0, to: 5000) }, fails: { $0 >= 100 }))
        #expect(found.shrinker.runs == 3)
        #expect(found.shrinker.stopReason == "the shrink budget of 3 runs")
        #expect(found.value >= 100)
    }

    @Test func anExhaustedBudgetStopsBeforeTheNextRun() throws {
        let draws = ChoiceDraws(.replay([4000]))
        let value = try IntegerDraw.draw(draws, from: 0, to: 5000)
        #expect(value == 4000)
        var calls = 0
        var shrinker = Shrinker(
            initial: .init(choices: draws.values, spans: draws.spans),
            budget: .init(runs: 100, exhausted: { calls >= 2 ? "the time left" : nil }))
        shrinker.shrink { _ in
            calls += 1
            return nil
        }
        #expect(shrinker.runs == 2)
        #expect(shrinker.stopReason == "the time left")
    }

    /// The same seed finds and shrinks to the same record.
    @Test func theSameSeedGivesTheSameRecord() throws {
        func steps(_ draws: ChoiceDraws) throws -> [Int64] {
            var items: [Int64] = []
            _ = try draws.collection(minimum: 0, maximum: 12) { _ in
                items.append(try IntegerDraw.draw(draws, from: -40, to: 400))
            }
            return items
        }
        let first = try #require(Self.falsify(seed: 42, steps, fails: { $0.count > 3 && $0.max()! > 150 }))
        let second = try #require(Self.falsify(seed: 42, steps, fails: { $0.count > 3 && $0.max()! > 150 }))
        #expect(first.shrinker.best == second.shrinker.best)
        #expect(first.shrinker.runs == second.shrinker.runs)
        #expect(first.value == second.value)
        #expect(first.value.count == 4 && first.value.max() == 151 && first.value.filter { $0 == -40 }.count == 3)
    }
}
