import MastheadCore

/// One change inside a greeting header's `set`, as `h:set{ field = value }` makes it.
package enum GreetingChange: Sendable, Equatable {
    case profile(Profile?)
    case status(String?)
    case unread(Int)
    case collapse(Double?)
    case searchPrompt(String)
    case action(GreetingAction, Bool)
    case pinned(Bool)
    case collapseDistance(Double)
    case environment(EnvironmentChange)
}

/// One step of a greeting-header fuzz case.
package enum GreetingStep: Sendable, Equatable {
    case set([GreetingChange])
    case scroll(Double)
    case scrollBy(Double)
    case notify(Int)
    case tap(String)
    case advance(Double)
    case setClock(CivilTime)
    case settle
}

/// A greeting header's starting inputs and environment: the fields of `greeting_header{...}`,
/// kept as a list of changes so that shrinking can drop them one by one.
package struct GreetingSetup: Sendable, Equatable {
    package var changes: [GreetingChange]

    /// The inputs and environment the changes make, from the defaults.
    func build(themes: ThemeCatalog) -> (GreetingHeader, HeaderEnvironment) {
        var header = GreetingHeader()
        var environment = HeaderEnvironment()
        for change in changes { GreetingGenerator.apply(change, to: &header, &environment, themes: themes) }
        return (header, environment)
    }
}

/// Makes random greeting setups and steps. Steps never depend on the header's state, so a
/// shrunk sequence replays the same steps it kept.
enum GreetingGenerator {
    static let tapTargets = [
        GreetingHeaderID.bell, GreetingHeaderID.bell, GreetingHeaderID.avatar, GreetingHeaderID.avatar,
        GreetingHeaderID.searchField, GreetingHeaderID.searchButton, GreetingHeaderID.badge, GreetingHeaderID.greeting,
        GreetingHeaderID.compactGreeting, GreetingHeaderID.dateLine, GreetingHeaderID.hairline,
        GreetingHeaderID.avatarPlaceholder, "", "nothing", "bell ",
    ]

    static func setup(_ random: inout FuzzRandom, themes: [String]) -> GreetingSetup {
        var changes: [GreetingChange] = random.chance(0.8) ? [.profile(profile(&random))] : []
        for _ in 0..<random.int(in: 0...6) { changes.append(change(&random, themes: themes)) }
        return GreetingSetup(changes: changes)
    }

    static func step(_ random: inout FuzzRandom, themes: [String]) -> GreetingStep {
        switch random.weighted([(5, 0), (3, 1), (1, 2), (2, 3), (4, 4), (4, 5), (1, 6), (1, 7)]) {
        case 0: return .set((0..<random.int(in: 1...3)).map { _ in change(&random, themes: themes) })
        case 1: return .scroll(HostileNumber.double(&random, typical: -40...200))
        case 2: return .scrollBy(HostileNumber.double(&random, typical: -50...50))
        case 3: return .notify(random.chance(0.7) ? random.int(in: 0...5) : HostileNumber.count(&random))
        case 4: return .tap(random.pick(tapTargets))
        case 5: return .advance(HostileNumber.duration(&random))
        case 6:
            return .setClock(
                CivilTime(
                    year: random.pick([1970, 2000, 2026, 2026, 2099]), month: random.int(in: 1...12),
                    day: random.int(in: 1...28),
                    hour: random.int(in: 0...23), minute: random.pick([0, 59, random.int(in: 0...59)])))
        default: return .settle
        }
    }

    static func profile(_ random: inout FuzzRandom) -> Profile {
        let name = HostileText.make(&random)
        let greetingName = random.chance(0.3) ? HostileText.make(&random, allowEmpty: false) : nil
        let url = random.chance(0.3) ? "https://example.com/\(random.index(9)).jpg" : nil
        let photo: Profile.Photo? =
            url == nil
            ? random.pick([nil, .missing, .loading, .failed])
            : random.pick([nil, .loaded, .loading, .failed, .missing])
        return Profile(name: name, greetingName: greetingName, avatarURL: url, photo: photo)
    }

    static func change(_ random: inout FuzzRandom, themes: [String]) -> GreetingChange {
        switch random.index(11) {
        case 0: return .profile(random.chance(0.85) ? profile(&random) : nil)
        case 1: return .status(random.chance(0.7) ? HostileText.make(&random) : nil)
        case 2: return .unread(HostileNumber.count(&random))
        case 3: return .collapse(random.chance(0.8) ? HostileNumber.double(&random, typical: 0...1) : nil)
        case 4: return .searchPrompt(HostileText.make(&random))
        case 5: return .action(random.pick(GreetingAction.allCases), random.chance(0.6))
        case 6: return .pinned(random.chance(0.6))
        case 7: return .collapseDistance(random.pick([1, 10, 72, 72, 200, 10_000]))
        default: return .environment(EnvironmentChange.make(&random, themes: themes))
        }
    }

    /// Applies a change to inputs and environment.
    static func apply(
        _ change: GreetingChange, to header: inout GreetingHeader, _ environment: inout HeaderEnvironment,
        themes: ThemeCatalog
    ) {
        switch change {
        case .profile(let profile): header.profile = profile
        case .status(let status): header.status = status
        case .unread(let count): header.unreadCount = count
        case .collapse(let collapse): header.collapse = collapse
        case .searchPrompt(let prompt): header.searchPrompt = prompt
        case .action(let action, let present):
            if present { header.actions.insert(action) } else { header.actions.remove(action) }
        case .pinned(let pinned): header.pinned = pinned
        case .collapseDistance(let distance): header.collapseDistance = distance
        case .environment(let change): change.apply(to: &environment, themes: themes)
        }
    }
}
