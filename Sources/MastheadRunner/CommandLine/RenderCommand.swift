import CWorkerShim

/// `masthead render greeting|scope [--set key=value ...] [--step CODE ...] [--format F] [--out FILE]`:
/// draws one header without writing a scenario.
enum RenderCommand {
    static let knownOptions = ["--set", "--step", "--format", "--out", "--plugins", "--help"]

    static func main(_ arguments: [String]) -> Int32 {
        do {
            guard let (request, out, options) = try parse(arguments) else {
                print(HelpText.render)
                return 0
            }
            let plugins = PluginSet.load(options: options)
            for problem in plugins.problems {
                printError("masthead: plugin \(problem.file): \(problem.failure.message)")
            }
            let services = ScenarioServicesFactory.make(options: options, plugins: plugins)
            let rendered = try ProgressPage.watched(MH_PHASE_TASK, seconds: options.limits.seconds, label: "the render")
            {
                () throws(UsageError) in try request.render(services: services)
            }
            switch rendered {
            case .failure(let failure):
                printError("masthead render: \(failure.message)")
                return 2
            case .success(let rendering):
                let output = TextOutput(out.map { .file($0) } ?? .standardOutput)
                output.write(rendering)
                try output.finish()
                return plugins.problems.isEmpty ? 0 : 2
            }
        } catch let error as UsageError {
            printError("masthead: \(error.message)\nRun 'masthead render --help' for the options.")
            return 2
        } catch {
            printError("masthead render: \(error)")
            return 2
        }
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> (RenderRequest, String?, RunOptions)? {
        var reader = ArgumentReader(arguments, command: "render")
        var request: RenderRequest?
        var out: String?
        var options = RunOptions()
        while let item = reader.next() {
            switch item {
            case .positional(let name):
                guard request == nil else {
                    throw UsageError(
                        "render: one component at a time (got \(name) after \(request!.component.rawValue))")
                }
                guard let component = RenderRequest.Component(rawValue: name) else {
                    throw UsageError(
                        "render: unknown component \(name) (greeting or scope)\(ArgumentReader.suggestion(name, ["greeting", "scope"]))"
                    )
                }
                request = RenderRequest(component: component)
            case .option("--help", _), .option("-h", _):
                return nil
            case .option(let name, let inline):
                guard knownOptions.contains(name) else { throw reader.unknown(name, known: knownOptions) }
                let value = try reader.value(
                    for: name, inline: inline, meaning: name == "--set" ? "key=value" : "a value")
                guard request != nil || name == "--plugins" || name == "--out" else {
                    throw UsageError("render: name the component first (masthead render greeting \(name) ...)")
                }
                switch name {
                case "--set":
                    guard let equals = value.firstIndex(of: "=") else {
                        throw UsageError("render: --set takes key=value (got \(value))")
                    }
                    request!.settings.append((String(value[..<equals]), String(value[value.index(after: equals)...])))
                case "--step": request!.steps.append(value)
                case "--format":
                    guard let format = RenderRequest.Format(rawValue: value) else {
                        throw UsageError("render: --format takes text, svg, json or voiceover (got \(value))")
                    }
                    request!.format = format
                case "--out": out = value
                default: options.pluginDirectories.append(value)
                }
            }
        }
        guard let request else { throw UsageError("render: which header? masthead render greeting|scope") }
        return (request, out, options)
    }
}
