import MastheadRunning

#if canImport(Glibc)
    import Glibc
#endif

/// `masthead run --watch`: runs, then waits for saves under the run's paths and plugin folders
/// (`FileWatcher`) and runs again what they concern (`RerunPlan`), with a line between runs, until
/// Ctrl-C. Each run is a whole `masthead run` of its own (workers, reports, snapshots, summary).
///
/// Ctrl-C while waiting stops at once, with the last run's exit status; during a run it stops
/// that run as without `--watch` (exit status 130).
package enum RunWatch {
    package static func run(_ options: RunOptions, environment: [String: String], once: (RunOptions) -> Int32) -> Int32
    {
        var status = once(options)
        let plugins = PluginSet.folders(of: options).map(\.path)
        let watcher = FileWatcher(
            scope: WatchScope(roots: options.paths + plugins), choice: .from(environment))
        let palette = Palette(enabled: isatty(2) != 0 && environment["NO_COLOR"] == nil)
        var round = 1
        while !Interrupt.isRequested {
            say(palette.dim(waitingLine(watcher)))
            Interrupt.setIdle(true)
            let changes = watcher.next(until: { Interrupt.isRequested })
            Interrupt.setIdle(false)
            guard let changes else {
                say("masthead: stopped watching")
                break
            }
            let plan = RerunPlan(changes, pluginFolders: plugins)
            round += 1
            say("\n" + palette.bold(separator("run \(round) · " + TerminalText.line(plan.reason))))
            var next = options
            switch plan.scope {
            case .nothing: continue
            case .everything: break
            case .files(let files): next.paths = files
            }
            status = once(next)
        }
        return status
    }

    /// "Watching Scenarios, Plugins for changes (inotify); Ctrl-C to stop".
    static func waitingLine(_ watcher: FileWatcher) -> String {
        "Watching \(TerminalText.line(watcher.scope.shownRoots)) for changes (\(watcher.backendName)); Ctrl-C to stop"
    }

    /// "── run 2 · a.lua changed: its scenarios run ──────", at least 72 columns wide.
    static func separator(_ text: String) -> String {
        let line = "── " + text + " "
        return line + String(repeating: "─", count: max(3, 72 - line.count))
    }

    /// A line on standard error, after whatever standard output holds (`fflush(nil)` flushes every stream).
    private static func say(_ line: String) {
        fflush(nil)
        printError(line)
    }
}
