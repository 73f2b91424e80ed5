import MastheadCore
import MastheadText

/// The environment options both headers take: width, text_size, reduce_motion, theme,
/// appearance, os, display_scale, safe_area_top.
enum EnvironmentOptions {
    static let fields = [
        "width", "text_size", "reduce_motion", "theme", "appearance", "os", "display_scale", "safe_area_top",
    ]

    /// `environment` with the options present in `options` applied.
    static func apply(_ options: OptionTable, to environment: HeaderEnvironment, themes: ThemeCatalog) throws
        -> HeaderEnvironment
    {
        var environment = environment
        if let width = try options.number("width", in: 1...100_000) { environment.width = width }
        if let name = try options.string("text_size") {
            guard let size = TextSize(name: name) else {
                throw LuaScriptError(
                    "\(options.function): field 'text_size' must be one of \(TextSize.allNames) (or the long names xSmall … accessibility5) (got \"\(name)\")"
                        + Suggestion.didYouMean(name, in: TextSize.allCases.flatMap { [$0.shortName, $0.longName] }))
            }
            environment.textSize = size
        }
        if let reduce = try options.boolean("reduce_motion") { environment.reduceMotion = reduce }
        if let name = try options.string("theme") {
            guard let theme = themes[name] else {
                throw LuaScriptError(
                    "\(options.function): field 'theme': unknown theme \"\(name)\"\(Suggestion.didYouMean(name, in: themes.names)) (known: \(themes.names.joined(separator: ", "))\(themes.advice.map { "; \($0)" } ?? ""))"
                )
            }
            environment.theme = theme
        }
        if let name = try options.choice("appearance", among: Appearance.allCases.map(\.rawValue)) {
            environment.appearance = Appearance(rawValue: name)!
        }
        if let os = try options.integer("os", minimum: 0) {
            guard os == 17 || os == 18 else {
                throw LuaScriptError("\(options.function): field 'os' must be 17 or 18 (got \(os))")
            }
            environment.os = os
        }
        if let scale = try options.number("display_scale", in: 1...4) { environment.displayScale = scale }
        if let inset = try options.number("safe_area_top", in: 0...200) { environment.safeAreaTop = inset }
        return environment
    }
}
