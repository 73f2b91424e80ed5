import CWorkerShim
import MastheadRunning

#if canImport(Glibc)
    import Glibc
#endif

/// `masthead preview`: serves the gallery (`PreviewServer`), draws it, and draws it again after
/// every save under the plugin folders and the scenario paths (`FileWatcher`, 25 ms after the
/// save's last write: an editor saves with one rename, or writes within a millisecond), until
/// Ctrl-C. Open pages get only the parts that changed (`PreviewSlots`), and a theme whose file
/// broke keeps its last good pictures (`StaleThemes`).
///
/// This process runs no Lua: each gallery is drawn by `masthead gallery --unpacked --cache <scratch
/// folder> --out <scratch folder>` (unpacked, so that its parts can be compared, the page served
/// packed again; the themes a save did not change taken from the last gallery's),
/// a child watched as every command that runs user Lua is (`GuardedCommand`): a plugin that
/// hangs is stopped and named as a problem, one that crashes the child leaves the last good
/// pictures up under the reason. Either way the server goes on and the next save draws again.
package final class PreviewSession {
    package struct Options: Sendable {
        package init() {}

        package var gallery = GalleryOptions()
        package var port = 4545
    }

    let options: Options
    /// The gallery last served (stale themes kept in it), and its slots when it was drawn whole.
    private var lastGallery: String?
    private var lastSlots: PreviewSlots?
    private var builds = 0
    private let scratch: String

    package init(options: Options) throws(PreviewError) {
        self.options = options
        let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(temporary)/masthead-preview-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw PreviewError("cannot make a scratch folder in \(temporary): \(String(cString: strerror(errno)))")
        }
        scratch = String(cString: made)
    }

    deinit {
        GalleryCache(folder: cache).keep([], keys: [])
        rmdir(cache)
        rmdir(scratch)
    }

    /// Where each gallery keeps its theme sections for the next one (`GalleryCache`): a save draws
    /// again only the themes it changed.
    private var cache: String { FileSystem.join(scratch, "cache") }

    /// The folders a save in which draws the gallery again.
    var watched: [String] {
        PluginSet.folders(of: options.gallery.runOptions).map(\.path) + options.gallery.scenarioPaths
    }

    /// The watched folders that exist, as the page's status line names them.
    var shownFolders: [String] { watched.filter(FileSystem.exists) }

    package func run() -> Int32 {
        // The server's threads start with the interrupt signals blocked, so that Ctrl-C reaches this
        // thread, which waits for saves and stops the server.
        Interrupt.blockInThisThread()
        signal(SIGPIPE, SIG_IGN)
        let site = PreviewSite(instance: String(UInt64(getpid()) &* 1_000_003 &+ mh_monotonic_ns(), radix: 36))
        let folders = shownFolders
        site.publish { PreviewPage.waiting(watching: folders, version: $0) }
        let server: PreviewServer
        do {
            let tryIt = PreviewTry(pluginArguments: pluginArguments, scratch: scratch)
            server = try PreviewServer(port: UInt16(options.port), site: site, tryIt: tryIt)
        } catch {
            printError("masthead preview: \(error.description)")
            return 2
        }
        Interrupt.install()
        Interrupt.setIdle(true)
        say("Serving the gallery at http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)")
        let watcher = FileWatcher(
            scope: WatchScope(roots: watched, suffixes: [".lua", ".svg", ".txt"], includesSnapshots: true),
            choice: .from(ProcessEnvironment.current), quiet: 0.025)
        build(into: site)
        say("Watching \(watcher.scope.shownRoots) (\(watcher.backendName))")
        while let changes = watcher.next(until: { Interrupt.isRequested }) {
            let reason = Self.describe(changes)
            site.startBuilding(reason)
            say("\(reason): drawing the gallery again")
            build(into: site)
        }
        server.stop()
        say("masthead: preview stopped")
        return 0
    }

    /// Draws the gallery in a watched child and publishes it (or the reason it could not be drawn).
    private func build(into site: PreviewSite) {
        builds += 1
        let folder = FileSystem.join(scratch, "build-\(builds)")
        let ending = GuardedCommand.watch(
            ["gallery", "--unpacked", "--cache", cache, "--out", folder] + forwardedArguments)
        let page = FileSystem.join(folder, "index.html")
        let gallery = try? FileSystem.read(page, limit: .report)
        FileSystem.remove(page)
        rmdir(folder)
        if Interrupt.isRequested { return }
        if let gallery {
            let shown = lastGallery.map { StaleThemes().kept(gallery, previous: $0) } ?? gallery
            let slots = PreviewSlots(shown)
            let folders = shownFolders
            site.publish(changing: lastSlots?.changes(to: slots)) {
                PreviewPage.live(shown, watching: folders, version: $0)
            }
            lastGallery = shown
            lastSlots = slots
            return
        }
        lastSlots = nil
        let reason: String
        switch ending {
        case .stopped(let message): reason = message
        case .exited(let status): reason = "masthead gallery ended with status \(status) without drawing the page"
        }
        say("masthead preview: \(reason)")
        let (previous, folders) = (lastGallery, shownFolders)
        site.publish { PreviewPage.failed(reason, previous: previous, watching: folders, version: $0) }
    }

    /// The plugin folders beyond the default, as `--plugins DIR` arguments.
    var pluginArguments: [String] { options.gallery.pluginDirectories.dropFirst().flatMap { ["--plugins", $0] } }

    /// The gallery options again as `masthead gallery` reads them.
    var forwardedArguments: [String] {
        let gallery = options.gallery
        var arguments = pluginArguments
        arguments += ["--text-sizes", gallery.textSizes.map(\.shortName).joined(separator: ",")]
        if gallery.scenarioPathsGiven { arguments += gallery.scenarioPaths.flatMap { ["--scenarios", $0] } }
        return arguments
    }

    /// "Plugins/themes/midnight.lua changed", "3 files changed".
    static func describe(_ changes: FileWatcher.Changes) -> String {
        let all = changes.all
        guard all.count == 1 else { return "\(all.count) files changed" }
        return TerminalText.line(all[0]) + (changes.deleted.isEmpty ? " changed" : " deleted")
    }

    private func say(_ line: String) {
        fflush(nil)
        print(line)
        fflush(nil)
    }
}
