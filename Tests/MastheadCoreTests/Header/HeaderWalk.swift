@testable import MastheadCore

/// Seeded random walks through a live header's life (scrolls, notifications, new inputs and
/// environments, taps, the clock moving on and back), for tests that compare two headers taking
/// the same steps, or a header with a fresh layout of its state.
///
/// Each step comes with its arguments drawn, so that two headers given the same step do the
/// same thing; `apply` takes it.
enum HeaderWalk {
    enum Step {
        case scroll(Double)
        case scrollBy(Double)
        case notify(Int)
        case setGreeting(GreetingHeader, HeaderEnvironment?)
        case setScope(ScopeHeader, HeaderEnvironment?)
        case scrollRow(ScopeHeaderRow, Double)
        case tap(Int)
        case advance(Double)
        case setClock(Double)
        case settle
    }

    static let widths: [Double] = [393, 320, 430, 200]
    static let textSizes: [TextSize] = [.large, .xSmall, .xxxLarge, .accessibility3]
    static let chips = ScopeHeader.sampleChips.map(\.id)

    static func environment(_ random: inout SplitMix64, from base: HeaderEnvironment) -> HeaderEnvironment {
        var environment = base
        switch Int.random(in: 0..<5, using: &random) {
        case 0: environment.width = widths.randomElement(using: &random)!
        case 1: environment.textSize = textSizes.randomElement(using: &random)!
        case 2: environment.reduceMotion.toggle()
        case 3: environment.appearance = environment.appearance == .light ? .dark : .light
        default: environment.os = environment.os == 18 ? 17 : 18
        }
        return environment
    }

    /// A step for a greeting header in its present state.
    static func greetingStep(_ random: inout SplitMix64, _ header: GreetingHeaderController) -> Step {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<5: return .scroll([0, 10, 36, 50, 72, 80, -20, 300].randomElement(using: &random)!)
        case 5: return .scrollBy([-30, 5, 12].randomElement(using: &random)!)
        case 6, 7: return .notify([0, 1, 2, 99].randomElement(using: &random)!)
        case 8, 9:
            var inputs = header.inputs
            switch Int.random(in: 0..<7, using: &random) {
            case 0: inputs.profile = inputs.profile == nil ? .sample : nil
            case 1: inputs.status = inputs.status == nil ? "3 tasks due today and a longer line" : nil
            case 2: inputs.unreadCount = [0, 5, 120].randomElement(using: &random)!
            case 3: inputs.pinned.toggle()
            case 4: inputs.collapse = [nil, 0, 0.5, 1].randomElement(using: &random)!
            case 5: inputs.searchPrompt = inputs.searchPrompt == "Search" ? "Search messages and people" : "Search"
            default:
                let action = GreetingAction.allCases.randomElement(using: &random)!
                if inputs.actions.contains(action) {
                    inputs.actions.remove(action)
                } else {
                    inputs.actions.insert(action)
                }
            }
            let environment = Bool.random(using: &random) ? nil : self.environment(&random, from: header.environment)
            return .setGreeting(inputs, environment)
        case 10, 11: return .tap(Int.random(in: 0..<4, using: &random))
        case 12..<17: return .advance([0.01, 0.05, 0.1, 0.2, 0.4, 30].randomElement(using: &random)!)
        case 17: return .setClock(header.clock.now + [-0.15, -90, 45].randomElement(using: &random)!)
        default: return .settle
        }
    }

    /// A step for a scope header in its present state.
    static func scopeStep(_ random: inout SplitMix64, _ header: ScopeHeaderController) -> Step {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<3: return .scroll([0, 10, 40, -5].randomElement(using: &random)!)
        case 3, 4:
            return .scrollRow(
                ScopeHeaderRow.allCases.randomElement(using: &random)!,
                [0, 30, 120, 1000].randomElement(using: &random)!)
        case 5, 6:
            var inputs = header.inputs
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                inputs.selectedChips = Array(
                    chips.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)))
            case 1: inputs.chips = inputs.chips == nil ? ScopeHeader.sampleChips : nil
            case 2: inputs.filterCount = [nil, 0, 7, 120].randomElement(using: &random)!
            case 3: inputs.isStuck = [nil, true, false].randomElement(using: &random)!
            case 4:
                inputs.title = inputs.title == "Reading" ? "A much longer title that wraps over two lines" : "Reading"
            default: inputs.selectedScope = ScopeHeader.sampleScopes.randomElement(using: &random)!.id
            }
            if inputs.chips == nil { inputs.selectedChips = [] }
            let environment = Bool.random(using: &random) ? nil : self.environment(&random, from: header.environment)
            return .setScope(inputs, environment)
        case 7..<11: return .tap(Int.random(in: 0..<12, using: &random))
        case 11..<17: return .advance([0.01, 0.05, 0.1, 0.2, 0.4].randomElement(using: &random)!)
        case 17: return .setClock(header.clock.now + [-0.15, 1].randomElement(using: &random)!)
        default: return .settle
        }
    }

    /// Takes `step` on `header` (a tap picks the `n`th control it offers, wrapping around).
    static func apply(_ step: Step, to header: some HeaderController) throws {
        switch step {
        case .scroll(let offset): header.scroll(to: offset)
        case .scrollBy(let delta): header.scroll(by: delta)
        case .notify(let count): (header as? GreetingHeaderController)?.notify(count)
        case .setGreeting(let inputs, let environment):
            _ = (header as? GreetingHeaderController)?.set(inputs, environment: environment)
        case .setScope(let inputs, let environment):
            _ = try (header as? ScopeHeaderController)?.set(inputs, environment: environment)
        case .scrollRow(let row, let offset): (header as? ScopeHeaderController)?.scrollRow(row, to: offset)
        case .tap(let n):
            let ids = header.tappableIDs
            if !ids.isEmpty { _ = try header.tap(ids[n % ids.count]) }
        case .advance(let seconds): try header.advance(by: seconds)
        case .setClock(let seconds): header.setClock(to: seconds)
        case .settle: try header.settle()
        }
    }
}
