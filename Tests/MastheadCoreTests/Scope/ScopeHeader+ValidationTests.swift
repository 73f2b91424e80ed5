import Testing

@testable import MastheadCore

/// What the app cannot pass: each error names the input and the offending value.
@Suite struct ScopeHeaderValidationTests {
    func error(_ change: (inout ScopeHeader) -> Void) -> ScopeHeaderInputError? {
        var header = ScopeHeader.sample
        change(&header)
        do {
            _ = try header.validated()
            return nil
        } catch {
            return error
        }
    }

    @Test func badInputIsNamed() {
        let cases: [(ScopeHeaderInputError.Field, String, (inout ScopeHeader) -> Void)] = [
            (.title, "empty", { $0.title = "" }),
            (.scopes, "\"saved\" twice", { $0.scopes.append(ScopeHeader.Scope(id: "saved", title: "Again")) }),
            (.scopes, "negative count (-2)", { $0.scopes[1].count = -2 }),
            (.scopes, "empty id", { $0.scopes[0].id = "" }),
            (.selectedScope, "\"later\" is not one of the scopes", { $0.selectedScope = "later" }),
            (.chips, "\"audio\" twice", { $0.chips!.append(ScopeHeader.Chip(id: "audio", title: "Audio")) }),
            (.chips, "empty title", { $0.chips![2].title = "" }),
            (.selectedChips, "\"podcasts\" is not one of the chips", { $0.selectedChips = ["podcasts"] }),
            (.selectedChips, "\"unread\" twice", { $0.selectedChips = ["unread", "unread"] }),
            (.filterCount, "negative (got -1)", { $0.filterCount = -1 }),
        ]
        for (field, words, change) in cases {
            let found = error(change)
            #expect(found?.field == field, "\(words)")
            #expect(found?.problem.contains(words) == true, "\(String(describing: found)) should say \(words)")
        }
    }

    /// Short lists compare ids with the ones before; longer ones hash them: the same errors.
    @Test func aRepeatedIDIsFoundInALongListToo() {
        let many = (0..<ScopeHeader.hashedFrom + 4).map { ScopeHeader.Chip(id: "chip\($0)", title: "Chip \($0)") }
        #expect(error { $0.chips = many } == nil)
        let found = error { $0.chips = many + [ScopeHeader.Chip(id: "chip3", title: "Again")] }
        #expect(found?.field == .chips)
        #expect(found?.problem.contains("\"chip3\" twice") == true)
    }

    @Test func selectedChipsComeBackInChipOrder() throws {
        var header = ScopeHeader.sample
        header.selectedChips = ["today", "unread"]
        #expect(try header.validated().selectedChips == ["unread", "today"])
    }

    @Test func selectedChipsAreKeptWhileChipsLoad() throws {
        var header = ScopeHeader.sample
        header.chips = nil
        header.selectedChips = ["anything"]
        #expect(try header.validated().selectedChips == ["anything"])
    }

    @Test func noScopesMeansNoSelectedScope() throws {
        let header = ScopeHeader(title: "Bare", scopes: [])
        #expect(try header.validated().selectedScopeID == nil)
        var named = header
        named.selectedScope = "x"
        #expect(throws: ScopeHeaderInputError.self) { try named.validated() }
    }
}
