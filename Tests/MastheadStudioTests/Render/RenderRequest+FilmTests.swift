import MastheadLua
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// `masthead render --format film` (the preview's motion, issue 26.5): each change the panel
/// plays, frame by frame from the real animator on the virtual clock, the same bytes every time.
@Suite struct RenderRequestFilmTests {
    static func request(_ change: String, _ component: RenderRequest.Component, _ values: [String: String] = [:])
        throws -> RenderRequest
    {
        try HeaderChange.named(change, for: component).request(try HeaderInputs(component, values))
    }

    static func film(_ change: String, _ component: RenderRequest.Component, _ values: [String: String] = [:])
        throws -> TraceFilm
    {
        let request = try request(change, component, values)
        let source = ScenarioSource(path: "(film)", text: try request.luaSource(returningRendering: false))
        return TraceFilm(try ScenarioFile.evaluateTrace(source, services: ScenarioServices()).get())
    }

    @Test func aNotificationRollsTheBadgeFrameByFrame() throws {
        let film = try Self.film("notify", .greeting)
        let pictures = film.frames.map { film.pictures[$0.picture] }
        #expect(film.frames.count > 10, "\(film.frames.count) frames")
        #expect(film.frames.first?.step.hasPrefix("greeting_header") == true)
        #expect(pictures.first?.contains(">3<") == true && pictures.first?.contains(">4<") == false)
        #expect(pictures.last?.contains(">4<") == true && pictures.last?.contains(">3<") == false)
        #expect(zip(film.frames, film.frames.dropFirst()).allSatisfy { $0.time < $1.time || $0.step != $1.step })
        #expect(Set(pictures).count > 3, "the badge moves between the two")
    }

    @Test func theSameRequestGivesTheSameFrames() throws {
        let request = try Self.request("chip", .scope, ["theme": "default", "appearance": "dark"])
        let first = try request.render(services: ScenarioServices()).get()
        #expect(try request.render(services: ScenarioServices()).get() == first)
        let json = try JSONReader.parse(first)
        #expect(json["format"]?.stringValue == "masthead-film")
        #expect(json["frames"]?.arrayValue.count ?? 0 > 5)
    }

    @Test func aScrollFoldsThePinnedHeaderFromTheTop() throws {
        // Collapse set by the inputs is left out: the scroll sets it, from 0 to 1.
        let film = try Self.film("scroll", .greeting, ["collapse": "0.5"])
        #expect(film.frames.count >= 30, "\(film.frames.count) frames")
        let span = (film.frames.last?.time ?? 0) - (film.frames.first?.time ?? 0)
        #expect(span >= 0.5 - 1e-6, "\(span) s")
        let expanded = try Self.film("notify", .greeting, ["pinned": "true"]).pictures[0]
        #expect(film.pictures[film.frames[0].picture] == expanded, "it starts expanded")
        let first = film.pictures[film.frames[0].picture]
        #expect(film.pictures[film.frames[film.frames.count - 1].picture] != first)
    }

    @Test func aChipTogglesThroughFramesBetween() throws {
        let film = try Self.film("chip", .scope)
        let pictures = film.frames.map { film.pictures[$0.picture] }
        #expect(pictures.first != pictures.last)
        #expect(pictures.dropFirst().dropLast().contains { $0 != pictures.first && $0 != pictures.last })
        #expect(film.frames.contains { $0.step.hasPrefix("tap(\"chip.") })
    }
}
