import MastheadCore
import MastheadLua
import RunnerTestSupport
import Testing

@testable import MastheadRunning

/// What `Plugins/` ships: it all loads, and each theme does what its comment says.
@Suite struct ShippedPluginsTests {
    let plugins = PluginSet.load(options: PackagePaths.options(PackagePaths.plugins))

    @Test func everyShippedPluginLoads() {
        #expect(plugins.problems.map(\.failure.message) == [])
        #expect(plugins.themes.names == ["default", "high-contrast", "ledger", "midnight", "poster"])
        #expect(plugins.statusProviders.names == ["tasks-due", "workday"])
    }

    @Test func theHighContrastThemePassesAAAInBothAppearances() throws {
        let audit = ContrastAudit(theme: try #require(plugins.themes["high-contrast"]))
        #expect(audit.checks.filter { !$0.meets(.aaa) }.map { "\($0.appearance) \($0.use.name)" } == [])
        #expect(audit.passes(.aaa))
    }

    @Test func midnightIsTheContractsExampleMadeToPassAA() throws {
        let midnight = try #require(plugins.themes["midnight"])
        #expect(midnight.light[.bg].hex == "#0B0D12")
        #expect(midnight.dark[.accent].hex == "#FF5A5F")
        #expect(midnight.motion.hero == .spring(duration: 0.45, bounce: 0.1))
        let display = Typography(type: midnight.type, textSize: .large).display(designSize: 30)
        #expect(display.face == "SF Pro") // Fraunces is not bundled
        #expect(display.weight == .semibold) // bold, capped
        // The contract's example fails AA for the prompt, the counts and the badge figures; the
        // shipped theme lifts textTertiary and darkens accentOn until it passes.
        #expect(ContrastAudit(theme: midnight).failures.isEmpty)
        var example = midnight
        for appearance in Appearance.allCases {
            var palette = example.palette(appearance)
            palette[.textTertiary] = RGBAColor(hex: "#6F7580")!
            palette[.accentOn] = RGBAColor(hex: "#FFFFFF")!
            if appearance == .light { example.light = palette } else { example.dark = palette }
        }
        #expect(
            Set(ContrastAudit(theme: example).failures.map(\.use.name))
                == ["search prompt", "unread badge figures", "scope counts", "filter count figures"])
    }

    @Test func ledgerFallsBackToTheTextDesignAndUsesMonospacedFigures() throws {
        let type = Typography(type: try #require(plugins.themes["ledger"]).type, textSize: .large)
        #expect(type.display(designSize: 30).face == "New York")
        #expect(type.figures(.caption1).monospacedDigits)
        #expect(ContrastAudit(theme: try #require(plugins.themes["ledger"])).failures.isEmpty)
    }

    @Test func posterAsksForBlackAndGetsSemibold() throws {
        let poster = try #require(plugins.themes["poster"])
        #expect(poster.type.displayWeight == .black)
        #expect(Typography(type: poster.type, textSize: .large).display(designSize: 28).weight == .semibold)
        #expect(Typography(type: poster.type, textSize: .large).display(designSize: 28).face == "Inter")
        #expect(poster.motion.snappy == .smooth) // inherited from high-contrast
        #expect(ContrastAudit(theme: poster).failures.isEmpty)
    }
}
