import MastheadCore

/// One change inside a scope header's `set`, as `s:set{ field = value }` makes it.
package enum ScopeChange: Sendable, Equatable {
    case title(String)
    case scopes([ScopeHeader.Scope])
    case scope(String)
    case chips([ScopeHeader.Chip]?)
    case selected([String])
    case filterCount(Int?)
    case isStuck(Bool?)
    case onFilters(Bool)
    case pinned(Bool)
    case sectionTop(Double)
    case environment(EnvironmentChange)
}

/// One step of a scope-header fuzz case.
package enum ScopeStep: Sendable, Equatable {
    case set([ScopeChange])
    case scroll(Double)
    case scrollBy(Double)
    case scrollRow(ScopeHeaderRow, Double)
    case tap(String)
    case advance(Double)
    case settle
}

/// A scope header's starting fields (`scope_header{...}`), kept as changes so shrinking can drop them.
package struct ScopeSetup: Sendable, Equatable {
    package var changes: [ScopeChange]

    /// The scenario contract's starting point (a pinned header with a Filters button), then the changes.
    func build(themes: ThemeCatalog) -> (ScopeHeader, HeaderEnvironment, sectionTop: Double) {
        var header = ScopeHeader(title: "Reading", scopes: [], hasFilters: true, pinned: true)
        var environment = HeaderEnvironment()
        var sectionTop = 0.0
        for change in changes { ScopeGenerator.apply(change, to: &header, &environment, &sectionTop, themes: themes) }
        return (header, environment, sectionTop)
    }
}

/// Makes random scope setups and steps: hundreds of scopes and chips with long, hostile or
/// look-alike titles; mostly valid selections, and now and then an invalid input (a duplicate
/// id, an unknown selection, a negative count) that the header must refuse cleanly.
enum ScopeGenerator {
    /// Ids come from a small pool so that selections and taps often name something that exists.
    static let idPool = 40

    static func setup(_ random: inout FuzzRandom, themes: [String]) -> ScopeSetup {
        let scopes = scopeList(&random)
        var changes: [ScopeChange] = [.scopes(scopes)]
        if let first = scopes.first, random.chance(0.7) {
            changes.append(.scope(random.chance(0.8) ? random.pick(scopes).id : first.id))
        }
        let chips = random.chance(0.85) ? chipList(&random) : nil
        changes.append(.chips(chips))
        if let chips, !chips.isEmpty, random.chance(0.5) {
            changes.append(
                .selected(Array(Set((0..<random.int(in: 1...3)).map { _ in random.pick(chips).id })).sorted()))
        }
        for _ in 0..<random.int(in: 0...4) { changes.append(change(&random, themes: themes)) }
        return ScopeSetup(changes: changes)
    }

    static func step(_ random: inout FuzzRandom, themes: [String]) -> ScopeStep {
        switch random.weighted([(4, 0), (3, 1), (1, 2), (2, 3), (5, 4), (3, 5), (1, 6)]) {
        case 0:
            return .set(consistent((0..<random.int(in: 1...3)).map { _ in change(&random, themes: themes) }, &random))
        case 1: return .scroll(HostileNumber.double(&random, typical: -50...400))
        case 2: return .scrollBy(HostileNumber.double(&random, typical: -100...100))
        case 3:
            return .scrollRow(random.pick(ScopeHeaderRow.allCases), HostileNumber.double(&random, typical: -100...5000))
        case 4: return .tap(tapTarget(&random))
        case 5: return .advance(HostileNumber.duration(&random))
        default: return .settle
        }
    }

    /// Mostly follows a new list of scopes or chips with a selection from it, as an app would.
    private static func consistent(_ changes: [ScopeChange], _ random: inout FuzzRandom) -> [ScopeChange] {
        var result = changes
        for change in changes {
            if case .scopes(let scopes) = change, !scopes.isEmpty, random.chance(0.7) {
                result.append(.scope(random.pick(scopes).id))
            }
            if case .chips(let chips?) = change, random.chance(0.7) {
                result.append(.selected(chips.isEmpty || random.chance(0.3) ? [] : [random.pick(chips).id]))
            }
        }
        return result
    }

    static func tapTarget(_ random: inout FuzzRandom) -> String {
        switch random.index(10) {
        case 0...3: return ScopeHeaderID.scope("i\(random.index(idPool))")
        case 4...6: return ScopeHeaderID.chip("i\(random.index(idPool))")
        case 7: return ScopeHeaderID.filters
        default:
            return random.pick([
                ScopeHeaderID.title, ScopeHeaderID.underline, ScopeHeaderID.hairline, ScopeHeaderID.filtersBadge,
                ScopeHeaderID.scopesHairline, ScopeHeaderID.placeholderChip(1), ScopeHeaderID.scope(""),
                ScopeHeaderID.chip(""), ScopeHeaderID.scopeCount("i1"), "", "filters ",
            ])
        }
    }

    /// Up to hundreds of scopes; ids unique except, rarely, a duplicate the header must refuse.
    static func scopeList(_ random: inout FuzzRandom) -> [ScopeHeader.Scope] {
        let count = random.weighted([
            (2, 0), (6, random.int(in: 1...6)), (2, random.int(in: 7...40)), (1, random.int(in: 100...300)),
        ])
        return items(&random, count: count).map { id, title in
            let scopeCount: Int? = random.chance(0.3) ? (random.chance(0.03) ? -1 : HostileNumber.count(&random)) : nil
            return ScopeHeader.Scope(id: id, title: title, count: scopeCount)
        }
    }

    static func chipList(_ random: inout FuzzRandom) -> [ScopeHeader.Chip] {
        let count = random.weighted([(2, 0), (6, random.int(in: 1...8)), (1, random.int(in: 100...300))])
        return items(&random, count: count).map { id, title in
            ScopeHeader.Chip(
                id: id, title: title,
                symbol: random.chance(0.3)
                    ? random.pick(["envelope.badge", "star", "bookmark", "no.such.symbol"]) : nil)
        }
    }

    /// Ids and titles: titles long, hostile or alike ("Saved", "Saved ", "Saved\u{200B}").
    private static func items(_ random: inout FuzzRandom, count: Int) -> [(String, String)] {
        let start = random.index(idPool)
        return (0..<count).map { offset in
            let id =
                random.chance(0.01)
                ? "i\(start)" : (count > idPool ? "i\(start)-\(offset)" : "i\((start + offset) % idPool)")
            let title =
                random.chance(0.2)
                ? random.pick(["Saved", "Saved ", "Saved\u{200B}", "Sav\u{0065}\u{0301}d", "SAVED"])
                : (random.chance(0.02) ? "" : HostileText.make(&random, allowEmpty: false))
            return (random.chance(0.005) ? "" : id, title)
        }
    }

    static func change(_ random: inout FuzzRandom, themes: [String]) -> ScopeChange {
        switch random.index(13) {
        case 0: return .title(random.chance(0.03) ? "" : HostileText.make(&random, allowEmpty: false))
        case 1: return .scopes(scopeList(&random))
        case 2: return .scope("i\(random.index(idPool))")
        case 3: return .chips(random.chance(0.85) ? chipList(&random) : nil)
        case 4:
            return .selected(Array(Set((0..<random.int(in: 0...3)).map { _ in "i\(random.index(idPool))" })).sorted())
        case 5:
            return .filterCount(random.chance(0.7) ? (random.chance(0.03) ? -1 : HostileNumber.count(&random)) : nil)
        case 6: return .isStuck(random.pick([nil, true, false]))
        case 7: return .onFilters(random.chance(0.7))
        case 8: return .pinned(random.chance(0.7))
        case 9: return .sectionTop(random.pick([0, 40, 300, -20, 1e9]))
        default: return .environment(EnvironmentChange.make(&random, themes: themes))
        }
    }

    static func apply(
        _ change: ScopeChange, to header: inout ScopeHeader, _ environment: inout HeaderEnvironment,
        _ sectionTop: inout Double,
        themes: ThemeCatalog
    ) {
        switch change {
        case .title(let title): header.title = title
        case .scopes(let scopes): header.scopes = scopes
        case .scope(let id): header.selectedScope = id
        case .chips(let chips): header.chips = chips
        case .selected(let ids): header.selectedChips = ids
        case .filterCount(let count): header.filterCount = count
        case .isStuck(let stuck): header.isStuck = stuck
        case .onFilters(let present): header.hasFilters = present
        case .pinned(let pinned): header.pinned = pinned
        case .sectionTop(let top): sectionTop = top
        case .environment(let change): change.apply(to: &environment, themes: themes)
        }
    }
}
