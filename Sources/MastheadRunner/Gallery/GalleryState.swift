/// One state of a header that the gallery draws for every theme, appearance and text size: the
/// states a designer checks a theme in, each a `masthead render` request (`--set` values), so it
/// takes exactly the options and validation a scenario does.
package struct GalleryState: Sendable, Equatable {
    /// The hook and anchor: `greeting-expanded`.
    package let id: String
    package let component: RenderRequest.Component
    /// How the page names it: "half folded".
    package let title: String
    /// `--set` values on top of the component's defaults (`RenderRequest.defaults`).
    package let settings: [(key: String, value: String)]

    package static func == (lhs: GalleryState, rhs: GalleryState) -> Bool { lhs.id == rhs.id }

    /// The request for this state in one theme, appearance and text size.
    func request(theme: String, appearance: String, textSize: String) -> RenderRequest {
        var request = RenderRequest(component: component)
        request.settings =
            settings + [("theme", theme), ("appearance", appearance), ("text_size", textSize)]
        return request
    }

    /// Every state, greeting header first, in the order the page shows them.
    package static let all: [GalleryState] = [
        greeting("expanded", "expanded", []),
        greeting("half-folded", "half folded", [("collapse", "0.5")]),
        greeting("compact", "compact", [("collapse", "1")]),
        greeting("loading", "loading", [("profile", "none")]),
        greeting("unread-99", "99+ unread", [("unread", "120")]),
        greeting("status", "a status line", [("status", "Out of office until Monday")]),
        scope("default", "default", []),
        scope("stuck", "stuck over the feed", [("is_stuck", "true"), ("selected", "unread,saved")]),
        scope("chips-loading", "chips loading", [("chips", "loading")]),
        scope("many-chips", "many chips", [("chips", manyChips), ("selected", "c2,c5")]),
    ]

    /// Ten chips, more than the row shows at any size: the row scrolls.
    static let manyChips =
        "lua:(function() local t = {} for i, name in ipairs({ \"Unread\", \"Saved\", \"Long reads\", \"Audio\","
        + " \"Today\", \"Science\", \"Design\", \"Travel\", \"Food\", \"Sport\" }) do"
        + " t[i] = chip { id = \"c\" .. i, title = name } end return t end)()"

    /// The pinned greeting header, as an app shows it over a feed.
    private static func greeting(_ id: String, _ title: String, _ settings: [(String, String)]) -> GalleryState {
        GalleryState(
            id: "greeting-" + id, component: .greeting, title: title,
            settings: [("pinned", "true")] + settings.map { (key: $0.0, value: $0.1) })
    }

    private static func scope(_ id: String, _ title: String, _ settings: [(String, String)]) -> GalleryState {
        GalleryState(
            id: "scope-" + id, component: .scope, title: title, settings: settings.map { (key: $0.0, value: $0.1) })
    }
}
