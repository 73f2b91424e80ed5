import Testing

@testable import MastheadLua

/// The heuristic that finds the line of a token path in a theme's source.
@Suite struct TokenLinesTests {
    let source = """
        -- colors = { accent = "#000000" } in a comment does not count
        return theme {
          name = "x",
          light = { colors = { bg = "#FFFFFF" } },
          colors = {
            bg = "#000000",
            ["accentOn"] = "#FFFFFF",
          },
          motion = { hero = { spring = { bounce = 2 } } },
          type = { face = "a", bundled = type == "x" },
        }
        """

    @Test func followsThePathKeyByKeyFromTheCall() {
        #expect(TokenLines.line(of: ["name"], from: 2, in: source) == 3)
        #expect(TokenLines.line(of: ["light", "colors", "bg"], from: 2, in: source) == 4)
        #expect(TokenLines.line(of: ["motion", "hero", "spring", "bounce"], from: 2, in: source) == 9)
    }

    @Test func theFirstMatchAfterThePreviousKeyWins() {
        // ["colors", "bg"] finds light's colors first (line 4) and its bg on the same line: the
        // heuristic is documented to take the first written key.
        #expect(TokenLines.line(of: ["colors", "bg"], from: 2, in: source) == 4)
    }

    @Test func bracketedKeysAndComparisonsAreToldApart() {
        #expect(TokenLines.line(of: ["colors", "accentOn"], from: 2, in: source) == 7)
        #expect(TokenLines.line(of: ["type", "bundled"], from: 2, in: source) == 10)
        // `type == "x"` is a comparison, not a key: only the `type = {` of line 10 counts.
        #expect(TokenLines.line(of: ["type"], from: 2, in: source) == 10)
    }

    @Test func fallsBackToTheLastKeyFoundOrTheCall() {
        #expect(TokenLines.line(of: ["motion", "smooth"], from: 2, in: source) == 9)
        #expect(TokenLines.line(of: ["nothing"], from: 2, in: source) == 2)
        #expect(TokenLines.line(of: [], from: 2, in: source) == 2)
        #expect(TokenLines.line(of: ["motion", "[2]"], from: 2, in: source) == 9)
    }
}
