import CWorkerShim

#if canImport(Glibc)
    import Glibc
#endif

/// `masthead preview`: serves the gallery (`PreviewServer`), draws it, and draws it again after
/// every save under the plugin folders and the scenario paths (`FileWatcher`), until Ctrl-C.
///
/// This process runs no Lua: each gallery is drawn by `masthead gallery --out <scratch folder>`,
/// a child watched as every command that runs user Lua is (`GuardedCommand`): a plugin that
/// hangs is stopped and named as a problem, one that crashes the child leaves the last good
/// pictures up under the reason. Either way the server goes on and the next save draws again.
final class PreviewSession {
    struct Options: Sendable {
        var gallery = GalleryOptions()
        var port = 4545
    }

    let options: Options
    private var lastGallery: String?
    private var builds = 0
    private let scratch: String

    init(options: Options) throws(PreviewError) {
        self.options = options
        var template = Array("/tmp/masthead-preview-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw PreviewError("cannot make a scratch folder in /tmp: \(String(cString: strerror(errno)))")
        }
        scratch = String(cString: made)
    }

    deinit { rmdir(scratch) }

    /// The folders a save in which draws the gallery again.
    var watched: [String] {
        PluginSet.folders(of: options.gallery.runOptions).map(\.path) + options.gallery.scenarioPaths
    }

    func run() -> Int32 {
        // The server's threads start with the interrupt signals blocked, so that Ctrl-C reaches this
        // thread, which waits for saves and stops the server.
        Interrupt.blockInThisThread()
        signal(SIGPIPE, SIG_IGN)
        let site = PreviewSite(instance: String(UInt64(getpid()) &* 1_000_003 &+ mh_monotonic_ns(), radix: 36))
        let server: PreviewServer
        do {
            server = try PreviewServer(port: UInt16(options.port), site: site)
        } catch {
            printError("masthead preview: \(error.description)")
            return 2
        }
        Interrupt.install()
        Interrupt.isIdle.store(true, ordering: .relaxed)
        say("Serving the gallery at http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)")
        let watcher = FileWatcher(
            scope: WatchScope(roots: watched, suffixes: [".lua", ".svg", ".txt"], includesSnapshots: true),
            choice: .from(ProcessEnvironment.current))
        build(into: site)
        say("Watching \(watcher.scope.roots.joined(separator: ", ")) (\(watcher.backendName))")
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
        let ending = GuardedCommand.watch(["gallery", "--out", folder] + forwardedArguments)
        let page = FileSystem.join(folder, "index.html")
        let gallery = try? FileSystem.read(page, limit: .report)
        FileSystem.remove(page)
        rmdir(folder)
        if Interrupt.isRequested { return }
        if let gallery {
            lastGallery = gallery
            site.publish(PreviewPage.live(gallery, watching: watched))
            return
        }
        let reason: String
        switch ending {
        case .stopped(let message): reason = message
        case .exited(let status): reason = "masthead gallery ended with status \(status) without drawing the page"
        }
        say("masthead preview: \(reason)")
        site.publish(PreviewPage.failed(reason, previous: lastGallery, watching: watched))
    }

    /// The gallery options again as `masthead gallery` reads them.
    var forwardedArguments: [String] {
        let gallery = options.gallery
        var arguments = gallery.pluginDirectories.dropFirst().flatMap { ["--plugins", $0] }
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
