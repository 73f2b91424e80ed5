/// One state of a header that the gallery draws for every theme, appearance and text size: the
/// states a designer checks a theme in, each written as the inputs of the "Try it" panel
/// (`HeaderInputs`), so "Try this state" starts from exactly the picture, and each drawn as a
/// `masthead render` request, with exactly the options and validation a scenario has.
package struct GalleryState: Sendable, Equatable {
    /// The hook and anchor: `greeting-expanded`.
    package let id: String
    /// How the page names it: "half folded".
    package let title: String
    package let inputs: HeaderInputs

    package var component: RenderRequest.Component { inputs.component }

    package static func == (lhs: GalleryState, rhs: GalleryState) -> Bool { lhs.id == rhs.id }

    /// The request for this state in one theme, appearance and text size.
    func request(theme: String, appearance: String, textSize: String) -> RenderRequest {
        var request = inputs.request
        request.settings += [("theme", theme), ("appearance", appearance), ("text_size", textSize)]
        return request
    }

    /// Every state, greeting header first, in the order the page shows them.
    package static let all: [GalleryState] = [
        greeting("expanded", "expanded", [:]),
        greeting("half-folded", "half folded", ["collapse": "0.5"]),
        greeting("compact", "compact", ["collapse": "1"]),
        greeting("loading", "loading", ["loading": "true"]),
        greeting("unread-99", "99+ unread", ["unread": "120"]),
        greeting("status", "a status line", ["status": "Out of office until Monday"]),
        scope("default", "default", [:]),
        scope("stuck", "stuck over the feed", ["is_stuck": "true", "selected": "unread,saved"]),
        scope("chips-loading", "chips loading", ["chips": "loading"]),
        // More chips than the row shows at any size: the row scrolls.
        scope(
            "many-chips", "many chips",
            [
                "chips": "Unread, Saved, Long reads, Audio, Today, Science, Design, Travel, Food, Sport",
                "selected": "saved,today",
            ]),
    ]

    /// The pinned greeting header, as an app shows it over a feed.
    private static func greeting(_ id: String, _ title: String, _ values: [String: String]) -> GalleryState {
        GalleryState(
            id: "greeting-" + id, title: title,
            inputs: HeaderInputs(.greeting, fitting: ["pinned": "true"].merging(values) { $1 }))
    }

    private static func scope(_ id: String, _ title: String, _ values: [String: String]) -> GalleryState {
        GalleryState(id: "scope-" + id, title: title, inputs: HeaderInputs(.scope, fitting: values))
    }
}
