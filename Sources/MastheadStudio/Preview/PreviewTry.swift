import MastheadRunning
import MastheadText
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `GET /try?component=greeting&name=Ana&unread=12`: what the gallery's "Try it" panel asks the
/// preview for each time a control changes. The inputs (`HeaderInputs`) are drawn by
/// `masthead render`, twice, in watched children as every render of user Lua is
/// (`GuardedCommand`): as SVG for the panel's picture and as the scenario that rebuilds it for
/// "Copy as scenario". The answer is JSON: `{"svg": …, "scenario": …, "problem": …}`, with
/// `problem` the render's own message (file and line) when the inputs or a plugin are wrong.
///
/// With `play=ID` (a `HeaderChange`), the answer is the change played on the inputs instead:
/// `{"svg": null, "scenario": …, "problem": null, "film": …}`, every frame on the virtual clock
/// (`masthead render --format film`, `TraceFilm`) and the scenario that plays the change to rest
/// and expects what the header shows then; or its `problem`.
///
/// One render runs at a time: a designer dragging a slider sends a request a frame, and the page
/// keeps only the latest answer, so queueing costs nothing a person sees and keeps the machine
/// free for the gallery's own redraws.
final class PreviewTry: Sendable {
    struct Answer: Equatable {
        var svg: String?
        var scenario: String?
        var problem: String?
        /// The film's JSON as `masthead render --format film` wrote it.
        var film: String?

        var json: String {
            let members: [(String, String?)] = [("svg", svg), ("scenario", scenario), ("problem", problem)]
            let film = RenderRequest.trimmed(self.film ?? "")
            return "{" + members.map { "\"\($0.0)\":" + Self.json($0.1) }.joined(separator: ",")
                + (film.isEmpty ? "" : ",\"film\":" + film) + "}"
        }

        private static func json(_ value: String?) -> String {
            guard let value else { return "null" }
            return "\"" + Escaper.jsonString.escaped(value) + "\""
        }
    }

    /// `--plugins DIR` for each plugin folder the gallery was given beyond the default.
    let pluginArguments: [String]
    private let scratch: String
    private let renders = Mutex<Int>(0)

    init(pluginArguments: [String], scratch: String) {
        self.pluginArguments = pluginArguments
        self.scratch = scratch
    }

    /// The answer to a query; a refusal when it is not `component=…&control=value…`.
    func answer(query: String) -> Result<Answer, HTTPRefusal> {
        guard let pairs = QueryString.pairs(query[...]) else {
            return .failure(HTTPRefusal(400, "the query is not name=value pairs of UTF-8"))
        }
        var values: [String: String] = [:]
        for (name, value) in pairs {
            guard values.updateValue(value, forKey: name) == nil else {
                return .failure(HTTPRefusal(400, "\(name) is given twice"))
            }
        }
        guard let name = values.removeValue(forKey: "component"),
            let component = RenderRequest.Component(rawValue: name)
        else {
            return .failure(HTTPRefusal(400, "component=greeting or component=scope"))
        }
        let play = values.removeValue(forKey: "play")
        do {
            let inputs = try HeaderInputs(component, values)
            guard let play else { return .success(answer(inputs)) }
            return .success(film(try HeaderChange.named(play, for: component), on: inputs))
        } catch {
            return .success(Answer(problem: error.message))
        }
    }

    /// `change` played on the inputs, as a film and as the scenario that plays it.
    func film(_ change: HeaderChange, on inputs: HeaderInputs) -> Answer {
        if let refusal = change.refusal(inputs.values) { return Answer(problem: refusal) }
        return renders.withLock { count in
            count += 1
            var request = change.request(inputs)
            let film = render(request, number: count)
            guard film.problem == nil else { return Answer(problem: film.problem) }
            request.format = .scenario
            let scenario = render(request, number: count)
            return Answer(scenario: scenario.output, problem: scenario.problem, film: film.output)
        }
    }

    /// The inputs drawn as SVG and written as a scenario.
    func answer(_ inputs: HeaderInputs) -> Answer {
        renders.withLock { count in
            count += 1
            var request = inputs.request
            request.format = .svg
            let svg = render(request, number: count)
            guard svg.problem == nil else { return Answer(svg: svg.output, problem: svg.problem) }
            request.format = .scenario
            let scenario = render(request, number: count)
            return Answer(svg: svg.output, scenario: scenario.output, problem: scenario.problem)
        }
    }

    /// One `masthead render` of the inputs: what it wrote to `--out`, and what it said on its
    /// standard error when it did not end well.
    private func render(_ request: RenderRequest, number: Int) -> (output: String?, problem: String?) {
        let out = FileSystem.join(scratch, "try-\(number).\(request.format.rawValue)")
        let errors = FileSystem.join(scratch, "try-\(number).err")
        let descriptor = open(errors, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            if descriptor >= 0 { close(descriptor) }
            [out, errors].forEach(FileSystem.remove)
        }
        var arguments: [String] = ["render", request.component.rawValue]
        arguments += request.settings.flatMap { ["--set", "\($0.key)=\($0.value)"] }
        arguments += request.steps.flatMap { ["--step", $0] }
        arguments += ["--format", request.format.rawValue]
        if let name = request.name { arguments += ["--name", name] }
        arguments += ["--out", out] + pluginArguments
        let ending = GuardedCommand.watch(arguments, standardError: descriptor >= 0 ? descriptor : 2)
        let output = try? FileSystem.read(out, limit: .report)
        switch ending {
        case .exited(0):
            return (output, nil)
        case .exited:
            let said = ((try? FileSystem.read(errors, limit: .report)) ?? "").replacing("masthead render: ", with: "")
            return (output, said.isEmpty ? "masthead render could not draw these inputs" : RenderRequest.trimmed(said))
        case .stopped(let reason):
            return (nil, reason)
        }
    }
}
