import MastheadLua
import TestSupport
import Testing

@testable import MastheadRunning
@testable import MastheadStudio

/// A trace as one film: frames and each step's header after it in clock order, the later of two
/// at one instant standing, the header before any change kept.
@Suite struct TraceFilmTests {
    @Test func instantsInClockOrderTheLaterOfTwoStanding() throws {
        var trace = ScenarioTrace()
        trace.pictures = ["<svg>a</svg>", "<svg>b</svg>", "<svg>c</svg>", "<svg>d</svg>"]
        var builder = ScenarioTrace.Step(call: "greeting_header{}", line: 1, start: 0)
        builder.after = 0
        var scroll = ScenarioTrace.Step(call: "scroll(3)", line: 2, start: 0)
        scroll.after = 1
        var advance = ScenarioTrace.Step(call: "advance(0.5)", line: 3, start: 0)
        advance.end = 0.5
        advance.after = 3
        advance.frames = [
            ScenarioTrace.Frame(time: 0.25, picture: 2, motion: []),
            ScenarioTrace.Frame(time: 0.5, picture: 3, motion: []),
        ]
        var notify = ScenarioTrace.Step(call: "notify(1)", line: 4, start: 0.5)
        notify.end = 0.5
        notify.after = 2
        trace.steps = [builder, scroll, advance, notify]
        let film = TraceFilm(trace)
        #expect(film.frames.map(\.picture) == [0, 1, 2, 2])
        #expect(film.frames.map(\.time) == [0, 0, 0.25, 0.5])
        #expect(film.frames.map(\.step) == ["greeting_header{}", "scroll(3)", "advance(0.5)", "notify(1)"])
        let json = TraceFilm(trace).json.compact
        #expect(
            json.hasPrefix(#"{"format":"masthead-film","version":1,"frames":[{"t":0,"p":0,"step":"greeting_header{}"}"#)
        )
        #expect(json.hasSuffix(#""lines":["<svg>a</svg>","<svg>b</svg>","<svg>c</svg>","<svg>d</svg>"]}"#))
    }
}
