import CWorkerShim
import MastheadCore
import MastheadLua
import MastheadRender
import MastheadRunning

/// What `masthead gallery` shows: every loaded theme drawn in every state, appearance and text
/// size, the plugins' problems, and the stories (the snapshots scenarios recorded). `GalleryPage`
/// writes it as HTML.
package struct Gallery {
    /// One theme's pictures, in state order, then appearance, then text size.
    package struct ThemeEntry {
        let name: String
        /// "Plugins/themes/midnight.lua:4", or nil for a built-in theme.
        let source: String?
        /// The theme's contrast audit at the first text size (`masthead plugins` shows the same).
        let audit: ContrastAudit
        package var pictures: [GalleryPicture]
        /// What identifies the section in a `GalleryCache`, and the section taken from it (then
        /// `pictures` is empty).
        var cacheKey: String?
        var reused: GalleryCache.Section?
    }

    package var themes: [ThemeEntry] = []
    var states: [GalleryState] = GalleryState.all
    var textSizes: [TextSize] = GalleryOptions.defaultTextSizes
    /// Plugins that did not load, and pictures that could not be drawn.
    package var problems: [LoadProblem] = []
    package var stories: [GalleryStory] = []

    package var pictureCount: Int { themes.reduce(0) { $0 + ($1.reused?.pictures ?? $1.pictures.count) } }

    /// Pictures with at least one failing pair on them.
    package var findingCount: Int {
        themes.reduce(0) { $0 + ($1.reused?.findings ?? $1.pictures.reduce(0) { $0 + $1.findings.count }) }
    }
}

/// One header drawn in one theme, state, appearance and text size, with what its overlays mark.
package struct GalleryPicture {
    package let theme: String
    package let state: GalleryState
    package let appearance: Appearance
    package let textSize: TextSize
    /// The picture (masthead's SVG) and the layers over it; empty when it could not be drawn.
    var svg = ""
    var overlay = ""
    var size = HeaderSize(width: 0, height: 0)
    var findings: [ContrastMarks.Finding] = []
    var smallTargets: [Element] = []
    var focusOrder: [String] = []
    /// Why it could not be drawn.
    package var failure: ScenarioFailure?

    /// Draws `state` with the header built as a scenario would build it.
    static func draw(
        _ state: GalleryState, theme: String, appearance: Appearance, textSize: TextSize, services: ScenarioServices
    ) -> GalleryPicture {
        var picture = GalleryPicture(theme: theme, state: state, appearance: appearance, textSize: textSize)
        let request = state.request(theme: theme, appearance: appearance.rawValue, textSize: textSize.shortName)
        let label = "the gallery's \(theme) \(state.id) \(appearance.rawValue) \(textSize.shortName)"
        let drawn: Result<RenderTree, ScenarioFailure>
        do throws(UsageError) {
            drawn = try ProgressPage.watched(MH_PHASE_TASK, seconds: services.limits.seconds, label: label) {
                () throws(UsageError) in try request.renderTree(services: services)
            }
        } catch {
            drawn = .failure(ScenarioFailure(kind: .error, message: error.message))
        }
        switch drawn {
        case .failure(let failure):
            picture.failure = failure
        case .success(let tree):
            let marks = ContrastMarks(tree: tree, textSize: textSize)
            picture.svg = SVGRenderer.render(tree)
            picture.overlay = PictureOverlay.svg(tree, marks: marks)
            picture.size = tree.size
            picture.findings = marks.findings
            picture.smallTargets = PictureOverlay.smallTargets(tree)
            picture.focusOrder = tree.focusableElements.map(\.accessibility.spoken)
        }
        return picture
    }
}
