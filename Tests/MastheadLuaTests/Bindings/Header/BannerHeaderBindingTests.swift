import Testing

@testable import MastheadLua

/// The test-only banner header in Lua: its binding (`BannerHeaderBinding`) joined to the shipped
/// headers, and scenarios that build, scroll, tap, change and read it through the generic
/// bindings and draw its steps in a property. Joining changes the process's registries, so each
/// test runs in a child process of its own (an exit test), and no other test ever sees a banner.
@Suite struct BannerHeaderBindingTests {
    static let readAndDriven = """
        local h = banner_header{ message = "Your trial ends in three days", width = 320 }
        expect(h:element("message").text):to_be("Your trial ends in three days")
        expect(h:voiceover()):to_equal{ "Your trial ends in three days", "Dismiss, Button" }
        h:scroll(22)
        expect(h:element("message").opacity):to_be(0.5)
        expect(h.offset):to_be(22)
        h:tap("dismiss")
        expect(h:events()):to_equal{ "on_dismiss" }
        expect(tostring(h)):to_be('banner_header("Your trial ends in three days")')
        h:set{ message = "Renewed" }
        h:settle()
        expect(h:text()):to_contain("Renewed")
        expect(h:svg()):to_contain('data-component="banner"')
        local ok, message = pcall(function() return h:element("mesage") end)
        expect(ok):to_be(false)
        expect(message):to_contain("message")
        """

    static let property = """
        property("the banner's message stays inside it", { runs = 40 }, function(any)
          local h = banner_header{ message = any.text{ min = 1, max = 80 }, width = any.integer(200, 500) }
          h:apply(any.steps("banner", 1, 12))
          local message = h:element("message")
          if message then
            expect(message.frame.x + message.frame.width <= h:element("dismiss").frame.x):to_be(true)
          end
        end)
        """

    /// Runs `source`'s `scenario` with the banner joined, in this (child) process, printing its
    /// failure if it fails: the exit test then reads it from standard output (a crash or a hang
    /// fails the exit status instead).
    static func runJoined(_ source: String, scenario: String) {
        BannerHeaderBinding.join()
        let outcome = ScenarioFile.run(
            ScenarioSource(path: "banner.lua", bytes: Array(source.utf8)), scenario: scenario,
            services: ScenarioServices(limits: .scenarioCounted))
        if let failure = outcome.failure { print(failure.message) }
    }

    /// What the child process said: a failure's message, or nothing when it passed.
    static func failure(of source: String, scenario: String) async -> String? {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            [source, scenario] in
            BannerHeaderBindingTests.runJoined(source, scenario: scenario)
        }
        return result.map { String(decoding: $0.standardOutputContent, as: UTF8.self) }
    }

    @Test func aScenarioBuildsReadsAndDrivesTheBanner() async {
        let said = await Self.failure(
            of: "scenario('banner', function()\n\(Self.readAndDriven)\nend)\n", scenario: "banner")
        #expect(said == "", "\(said ?? "")")
    }

    @Test func aPropertyDrawsTheBannersSteps() async {
        let said = await Self.failure(of: Self.property, scenario: "the banner's message stays inside it")
        #expect(said == "", "\(said ?? "")")
    }
}
