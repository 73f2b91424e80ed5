import MastheadCore
import MastheadRunning
import MastheadStudio

/// `masthead gallery [--plugins DIR ...] [--out DIR] [--text-sizes LIST] [--scenarios PATH ...]`:
/// writes the gallery (`GalleryBuilder`), every theme in every state a designer checks.
enum GalleryCommand: Subcommand {
    static let spec = CommandSpec<GalleryOptions>(
        name: "gallery",
        usage: ["gallery [--plugins DIR ...] [--out DIR] [--text-sizes L,xxxL,AX3] [--scenarios PATH]"],
        abstract: "write a page of every theme in every state, with contrast and tap-target marks",
        discussion: """
            Writes one self-contained page, DIR/index.html: every loaded theme, light and dark, at each
            text size, in the states a designer checks (greeting: expanded, half folded, compact,
            loading, 99+ unread, a status line; scope: default, stuck, chips loading, many chips), with
            the contrast audit's pairs below AA marked on the elements they concern, overlays for tap
            targets (under 44 pt marked) and VoiceOver order, a side-by-side comparison of two themes,
            and every snapshot recorded under PATH as a story named after its scenario.
            """,
        groups: [
            OptionGroup(
                options + [
                    .flag(
                        "--unpacked",
                        help: "leave each picture in its place, not packed (as the preview reads the page)"
                    ) {
                        $0.unpacked = true
                    },
                    .value(
                        "--cache", "DIR", .text, default: "none",
                        help: "keep each theme's section in DIR, and take it from there while the theme is the same"
                    ) { $0.cache = $1 },
                ])
        ],
        epilogue: """
              masthead gallery --plugins MyThemes --text-sizes L,AX5
              masthead preview            # the same page, redrawn on every save (docs/plugins.md)

            Exit status: 0 written; 2 a plugin did not load (the page is written and names it), a
            picture could not be drawn, the page could not be written, or a usage error.
            """,
        initial: { _ in GalleryOptions() })

    /// The options `masthead preview` takes too.
    static let options: [OptionSpec<GalleryOptions>] = [
        SharedOptions.plugins { $0.pluginDirectories.append($1) },
        .value("--out", "DIR", .text, default: GalleryOptions().out, help: "the folder the page (index.html) goes in") {
            $0.out = $1
        },
        textSizes,
        scenarios,
    ]

    static let textSizes = OptionSpec<GalleryOptions>.value(
        "--text-sizes", "LIST", sizeList,
        default: GalleryOptions.defaultTextSizes.map(\.shortName).joined(separator: ","),
        help: "the text sizes to draw every state at, comma-separated (xS … xxxL, AX1 … AX5)"
    ) { $0.textSizes = $1 }

    static let scenarios = OptionSpec<GalleryOptions>.value(
        "--scenarios", "PATH", .text, default: "Scenarios, when it exists", repeatable: true,
        help: "show the snapshots recorded under PATH as stories"
    ) { options, path in
        if !options.scenarioPathsGiven { options.scenarioPaths = [] }
        options.scenarioPaths.append(path)
        options.scenarioPathsGiven = true
    }

    /// "L,xxxL,AX3": each a text size, none twice.
    static let sizeList = ValueParser<[TextSize]>(
        expectation: "text sizes separated by commas, like L,xxxL,AX3 (\(TextSize.allNames))",
        candidates: TextSize.allCases.map(\.shortName)
    ) { text in
        let sizes = text.split(separator: ",").map { TextSize(name: RenderRequest.trimmed($0)) }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 != nil }) else { return nil }
        let unique = sizes.compactMap { $0 }.reduce(into: [TextSize]()) { if !$0.contains($1) { $0.append($1) } }
        return unique
    }

    static func run(_ options: GalleryOptions) -> Int32 {
        for path in options.scenarioPaths where options.scenarioPathsGiven && !FileSystem.exists(path) {
            printError("masthead gallery: no such file or directory: \(path) (given with --scenarios)")
            return 2
        }
        let gallery = GalleryBuilder.build(options)
        for problem in gallery.problems {
            let place = problem.failure.location.map { "\($0)" } ?? problem.file
            printError("masthead gallery: plugin \(place): \(problem.failure.message)")
        }
        let failed = gallery.themes.flatMap(\.pictures).filter { $0.failure != nil }
        for picture in failed.prefix(5) {
            printError(
                "masthead gallery: \(picture.theme) \(picture.state.id) \(picture.appearance.rawValue)"
                    + " \(picture.textSize.shortName): \(picture.failure?.message ?? "")")
        }
        do {
            let path = try GalleryBuilder.write(
                gallery, to: options.out, packed: !options.unpacked, cache: options.cache)
            print("wrote \(path): \(summary(gallery))")
        } catch {
            printError("masthead gallery: \(error.description)")
            return 2
        }
        return gallery.problems.isEmpty && failed.isEmpty ? 0 : 2
    }

    /// "5 themes, 300 pictures, 2 contrast findings, 7 stories".
    static func summary(_ gallery: Gallery) -> String {
        func count(_ value: Int, _ one: String, _ many: String) -> String { "\(value) \(value == 1 ? one : many)" }
        var parts = [
            count(gallery.themes.count, "theme", "themes"), count(gallery.pictureCount, "picture", "pictures"),
        ]
        parts.append(
            gallery.findingCount == 0
                ? "no contrast finding" : count(gallery.findingCount, "contrast finding", "contrast findings"))
        parts.append(count(gallery.stories.count, "story", "stories"))
        if !gallery.problems.isEmpty {
            parts.append(count(gallery.problems.count, "plugin problem", "plugin problems"))
        }
        return parts.joined(separator: ", ")
    }
}
