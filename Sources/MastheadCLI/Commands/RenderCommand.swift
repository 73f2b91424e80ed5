import CWorkerShim
import MastheadRunning
import MastheadStudio

/// `masthead render greeting|scope [--set KEY=VALUE ...] [--step LUA ...] [--format F] [--out FILE]`:
/// draws one header without writing a scenario.
enum RenderCommand: Subcommand {
    struct Arguments {
        var component: RenderRequest.Component?
        var settings: [(key: String, value: String)] = []
        var steps: [String] = []
        var format: RenderRequest.Format = .text
        var name: String?
        var out: String?
        var options = RunOptions()

        var request: RenderRequest? {
            guard let component else { return nil }
            var request = RenderRequest(component: component)
            request.settings = settings
            request.steps = steps
            request.format = format
            request.name = name
            return request
        }
    }

    static let spec = CommandSpec<Arguments>(
        name: "render",
        usage: [
            "render greeting|scope [--set KEY=VALUE ...] [--step LUA ...]",
            "                               [--format text|svg|json|voiceover|scenario|film] [--name TEXT]",
            "                               [--out FILE]",
            "                               [--plugins DIR]",
        ],
        abstract: "draw one header as text, SVG, JSON or VoiceOver, its motion as a film,"
            + " or the scenario that rebuilds it",
        discussion: """
            Draws one header without writing a scenario. KEY is any option of greeting_header{...} or
            scope_header{...} (docs/scenarios.md); VALUE is a number, true/false, a string, `sample`
            for profile/scopes/chips, a comma list for selected, `none` to leave the option out, or
            lua:EXPR for any Lua expression (e.g. --set 'chips=lua:{ chip{ id = "a", title = "A" } }').
            Each --step runs Lua with the header as h (e.g. --step 'h:scroll(40)'), as a chunk of its own:
            an error names the step. --format scenario writes a scenario that builds the same header, runs
            the same steps and expects the text and VoiceOver list drawn now; --format film writes, as JSON,
            every frame the steps live through on the virtual clock (--step 'h:notify()' --step 'h:settle()').
            Without --set, the headers show:
            """
                + " " + RenderRequest.defaultsText + ".",
        groups: [
            OptionGroup([
                .value("--set", "KEY=VALUE", setting, repeatable: true, help: "an option of the header") {
                    $0.settings.append($1)
                },
                .value("--step", "LUA", .text, repeatable: true, help: "Lua to run with the header as h, in order") {
                    $0.steps.append($1)
                },
                .value(
                    "--format", "FORMAT", .choice, default: "text", help: "text, svg, json, voiceover, scenario or film"
                ) {
                    $0.format = $1
                },
                .value("--name", "TEXT", .text, help: "the scenario's name, with --format scenario") {
                    $0.name = $1
                },
                .value("--out", "FILE", .text, default: "standard output", help: "where the rendering goes") {
                    $0.out = $1
                },
                SharedOptions.plugins { $0.options.pluginDirectories.append($1) },
            ])
        ],
        positional: Positional("greeting|scope") { arguments, name throws(UsageError) in
            if let component = arguments.component {
                throw UsageError("one component at a time (got \(name) after \(component.rawValue))")
            }
            let components = ValueParser<RenderRequest.Component>.choice
            guard let component = components.parse(name) else {
                throw UsageError("unknown header \(name) (\(components.expectation)\(components.nearest(to: name)))")
            }
            arguments.component = component
        },
        epilogue: """
              masthead render greeting --set unread=120 --set collapse=0.5 --format svg --out g.svg
              masthead render scope --set text_size=AX2 --set theme=midnight

            Exit status: 0 drawn; 2 a usage error or a failing step.
            """,
        initial: { _ in Arguments() },
        finish: { arguments throws(UsageError) in
            guard arguments.component != nil else { throw UsageError("which header? masthead render greeting|scope") }
        })

    /// `KEY=VALUE`.
    static let setting = ValueParser<(key: String, value: String)>(expectation: "KEY=VALUE, like unread=3") { text in
        guard let equals = text.firstIndex(of: "=") else { return nil }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    static func run(_ arguments: Arguments) -> Int32 {
        guard let request = arguments.request else { return 2 }
        let plugins = PluginSet.load(options: arguments.options)
        for problem in plugins.problems {
            printError("masthead: plugin \(problem.file): \(problem.failure.message)")
        }
        let services = ScenarioServicesFactory.make(options: arguments.options, plugins: plugins)
        do {
            let rendered = try ProgressPage.watched(
                MH_PHASE_TASK, seconds: arguments.options.limits.seconds, label: "the render"
            ) {
                () throws(UsageError) in try request.render(services: services)
            }
            switch rendered {
            case .failure(let failure):
                printError("masthead render: \(failure.message)")
                return 2
            case .success(let rendering):
                let output = TextOutput(arguments.out.map { .file($0) } ?? .standardOutput)
                output.write(rendering)
                try output.finish()
                return plugins.problems.isEmpty ? 0 : 2
            }
        } catch {
            printError("masthead render: \(error)")
            return 2
        }
    }
}
