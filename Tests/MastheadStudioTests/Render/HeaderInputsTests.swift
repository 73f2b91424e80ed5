import MastheadLua
import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The "Try it" panel's inputs: what each control sets on the header, what it refuses, and the
/// gallery's states written in them.
@Suite struct HeaderInputsTests {
    private func settings(_ component: RenderRequest.Component, _ values: [String: String]) throws -> [String] {
        try HeaderInputs(component, values).settings.map { "\($0.key)=\($0.value)" }
    }

    @Test func aNameAndAGreetingNameMakeAProfile() throws {
        #expect(
            try settings(.greeting, ["name": "Ana \"A\" Löwe"]) == [#"profile=lua:profile { name = "Ana \"A\" Löwe" }"#]
        )
        #expect(
            try settings(.greeting, ["greeting_name": "Mo"])
                == [#"profile=lua:profile { name = "Maya Lin", greeting_name = "Mo" }"#])
        #expect(try settings(.greeting, ["name": "Ana", "loading": "true"]) == ["profile=none"])
        #expect(try settings(.greeting, ["loading": "false"]).isEmpty)
    }

    @Test func typedTextStaysTextAndNumbersStayNumbers() throws {
        #expect(try settings(.greeting, ["status": "3", "unread": "3"]) == [#"status=lua:"3""#, "unread=3"])
        #expect(try settings(.scope, ["title": "none"]) == [#"title=lua:"none""#])
    }

    @Test func listsOfTitlesBecomeChipsAndScopes() throws {
        #expect(
            try settings(.scope, ["chips": "Long reads, Audio"])
                == [
                    "selected=none",
                    #"chips=lua:{ chip { id = "long-reads", title = "Long reads" }, chip { id = "audio", title = "Audio" } }"#,
                ])
        #expect(
            try settings(.scope, ["scopes": "For you:4", "selected": "unread"])
                == [#"scopes=lua:{ scope { id = "for-you", title = "For you", count = 4 } }"#, "selected=unread"])
        #expect(try settings(.scope, ["chips": "loading", "selected": "a"]) == ["chips=loading", "selected=a"])
        #expect(try settings(.scope, ["chips": "sample"]).isEmpty)
    }

    private func problem(_ component: RenderRequest.Component, _ values: [String: String]) -> String? {
        do {
            _ = try HeaderInputs(component, values)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func anUnknownControlOrABadValueIsNamed() {
        #expect(
            problem(.greeting, ["unred": "1"]) == "no control unred on the greeting header (did you mean 'unread'?)")
        #expect(problem(.greeting, ["title": "A"]) == "no control title on the greeting header")
        #expect(problem(.greeting, ["unread": "-1"]) == "unread takes a whole number from 0 to 1000000 (got -1)")
        #expect(problem(.greeting, ["collapse": "2"]) == "collapse takes a number from 0 to 1 (got 2)")
        #expect(
            problem(.scope, ["text_size": "huge"])
                == "text_size takes one of xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5 (got huge)")
    }

    @Test func everyGalleryStateFitsItsControlsAndDraws() throws {
        for state in GalleryState.all {
            let checked = try HeaderInputs(state.component, state.inputs.values)
            #expect(checked == state.inputs, "\(state.id)")
            let drawn = try state.inputs.request.render(services: ScenarioServices())
            #expect((try? drawn.get()) != nil, "\(state.id): \(drawn)")
        }
    }

    @Test func theQueryBringsTheInputsBack() throws {
        let inputs = try HeaderInputs(.greeting, ["name": "Ana María & co", "unread": "12"])
        #expect(inputs.query == "name=Ana%20Mar%C3%ADa%20%26%20co&unread=12")
        let pairs = try #require(QueryString.pairs(inputs.query[...]))
        #expect(
            try HeaderInputs(.greeting, Dictionary(uniqueKeysWithValues: pairs.map { ($0.name, $0.value) })) == inputs)
        #expect(inputs.name == "greeting header: name=Ana María & co, unread=12")
    }
}
