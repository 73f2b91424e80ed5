import MastheadLua
import TestSupport
import Testing

@testable import MastheadRunning
@testable import MastheadStudio

/// Stories from snapshots a real run recorded: named after their scenarios (names whose slugs
/// are hashed included), in the order the file declares them, with each snapshot's name and
/// what VoiceOver reads; the slugs stand in when the file no longer loads.
@Suite struct GalleryStoryTests {
    static let suite = """
        scenario("at rest", function()
          expect(scope_header { title = "Reading", scopes = scope_header.sample_scopes }):to_match_snapshot("rest")
        end)

        scenario("Expanded, with 3 unread!", function()
          local h = greeting_header { profile = profile.sample, unread = 3 }
          expect(h):to_match_snapshot("the header")
          h:scroll(80)
          expect(h):to_match_snapshot('Folded away')
        end)
        """

    @Test func storiesAreNamedAfterTheirScenarios() throws {
        let directory = try ScratchDirectory(prefix: "masthead-stories")
        defer { directory.remove() }
        try directory.write("suite/headers.lua", Self.suite)
        let run = try ChildProcess.run(
            TestPackage.masthead, ["run", "suite", "--plugins", "none", "--jobs", "1"], directory: directory.path,
            environment: ["CI": ""])
        #expect(run.output.contains("2 passed"), "\(run.output)\(run.errors)")

        let stories = GalleryStory.load(under: [directory.path + "/suite"], services: ScenarioServices())
        let file = directory.path + "/suite/headers.lua"
        #expect(stories.map(\.id) == [file + " › at rest", file + " › Expanded, with 3 unread!"])
        #expect(stories[0].snapshots.map(\.name) == ["rest"])
        #expect(stories[1].snapshots.map(\.name).sorted() == ["Folded away", "the header"])
        #expect(stories[1].snapshots.allSatisfy { $0.svg.hasPrefix("<svg") && !$0.voiceOver.isEmpty })

        try ScratchDirectory.writeText("scenario(\"broken\"", to: file)
        let slugs = GalleryStory.load(under: [directory.path + "/suite"], services: ScenarioServices())
        #expect(slugs.map(\.scenario) == ["at-rest", SnapshotName.slug("Expanded, with 3 unread!")])
        #expect(slugs[0].snapshots.map(\.name) == ["rest"])
    }

    @Test func snapshotNamesComeFromTheirLiterals() {
        let names = GalleryStory.literalNames(
            in: "expect(h):to_match_snapshot(\"the header\") expect(h):to_match_snapshot( 'Dark, AX5' )"
                + " expect(h):to_match_snapshot(name) expect(h):to_match_snapshot(\"un\\\"closed")
        #expect(names == ["the-header": "the header", SnapshotName.slug("Dark, AX5"): "Dark, AX5"])
    }
}
