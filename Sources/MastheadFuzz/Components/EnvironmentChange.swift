import MastheadCore
import MastheadText

/// One change to a header's environment, as `h:set{ width = …, text_size = … }` makes it.
package enum EnvironmentChange: Sendable, Equatable {
    case width(Double)
    case textSize(TextSize)
    case reduceMotion(Bool)
    case appearance(Appearance)
    case os(Int)
    case displayScale(Double)
    case theme(String)

    /// A random change: widths from 1 to 2,000 points, every text size, both appearances, both
    /// settings of Reduce Motion, iOS 17 and 18, display scales 1 to 4, any theme of `themes`.
    static func make(_ random: inout FuzzRandom, themes: [String]) -> EnvironmentChange {
        switch random.index(7) {
        case 0, 1:
            return .width(
                random.chance(0.3)
                    ? random.pick([1, 2, 44, 120, 320, 375, 393, 430, 2000])
                    : Double(random.int(in: 1...2000)) + random.pick([0, 0.5, 0.333]))
        case 2: return .textSize(random.pick(TextSize.allCases))
        case 3: return .reduceMotion(random.chance(0.5))
        case 4: return .appearance(random.pick(Appearance.allCases))
        case 5: return random.chance(0.5) ? .os(random.pick([17, 18])) : .displayScale(random.pick([1, 2, 3, 4, 2.5]))
        default: return .theme(random.pick(themes))
        }
    }

    func apply(to environment: inout HeaderEnvironment, themes: ThemeCatalog) {
        switch self {
        case .width(let width): environment.width = width
        case .textSize(let size): environment.textSize = size
        case .reduceMotion(let reduce): environment.reduceMotion = reduce
        case .appearance(let appearance): environment.appearance = appearance
        case .os(let os): environment.os = os
        case .displayScale(let scale): environment.displayScale = scale
        case .theme(let name): environment.theme = themes[name] ?? environment.theme
        }
    }

    /// The `h:set{...}` field it is: ("width", "393").
    var luaField: (name: String, value: String) {
        switch self {
        case .width(let width): return ("width", LuaLiteral.number(width))
        case .textSize(let size): return ("text_size", LuaLiteral.string(size.shortName))
        case .reduceMotion(let reduce): return ("reduce_motion", reduce ? "true" : "false")
        case .appearance(let appearance): return ("appearance", LuaLiteral.string(appearance.rawValue))
        case .os(let os): return ("os", String(os))
        case .displayScale(let scale): return ("display_scale", LuaLiteral.number(scale))
        case .theme(let name): return ("theme", LuaLiteral.string(name))
        }
    }
}
