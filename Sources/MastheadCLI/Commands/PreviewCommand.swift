import MastheadRunning
import MastheadStudio

/// `masthead preview [--plugins DIR ...] [--port N] [--text-sizes LIST] [--scenarios PATH ...]`:
/// serves the gallery on 127.0.0.1 and draws it again on every save (`PreviewSession`).
enum PreviewCommand: Subcommand {
    typealias Arguments = PreviewSession.Options

    static let spec = CommandSpec<Arguments>(
        name: "preview", usage: ["preview [--plugins DIR ...] [--port N] [--text-sizes L,xxxL,AX3] [--scenarios PATH]"],
        abstract: "serve the gallery on 127.0.0.1 and redraw it on every save",
        discussion: """
            Serves the page 'masthead gallery' writes at http://127.0.0.1:PORT/ (this machine only) and
            draws it again whenever a plugin or a scenario file (or a recorded snapshot) under the
            plugin folders or PATH is saved: open pages reload within a second. A plugin that stops
            loading is shown on the page with its file and line; the server keeps running, and the
            pictures come back once it loads again.
            """,
        groups: [
            OptionGroup(
                [
                    .value(
                        "--port", "N", .whole(0...65_535), default: "4545",
                        help: "the port on 127.0.0.1 to serve on (0: any free port, printed)"
                    ) { $0.port = $1 }
                ]
                    + [GalleryCommand.options[0], GalleryCommand.textSizes, GalleryCommand.scenarios].map {
                        $0.pulled(\Arguments.gallery)
                    })
        ],
        epilogue: """
            Ctrl-C stops the server (exit status 0). Exit status 2: the port could not be had, or a
            usage error. Designing a theme with it: docs/plugins.md.
            """,
        initial: { _ in Arguments() })

    static func run(_ options: Arguments) -> Int32 {
        do {
            return try PreviewSession(options: options).run()
        } catch {
            printError("masthead preview: \(error.description)")
            return 2
        }
    }
}
