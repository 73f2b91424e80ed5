import MastheadFuzz
import MastheadLua

/// `masthead fuzz`: the component fuzzer (default) or, with `--scripts`, the script fuzzer.
/// Exit status: 0 nothing broke, 1 a rule broke or a script outlived its limits, 2 usage.
enum FuzzCommand {
    static let options = [
        "--seed", "--count", "--component", "--case", "--lua", "--no-shrink", "--scripts", "--print", "--scenarios",
        "--plugins", "--slack", "--timeout", "--max-instructions", "--max-memory", "--help",
    ]

    static func main(_ arguments: [String]) -> Int32 {
        ParsedCommand.run(
            "fuzz", help: HelpText.fuzz, parse: { () throws(UsageError) in try parse(arguments) },
            body: { request in
                CrashNote.install()
                return request.scripts ? FuzzRunner.scripts(request) : FuzzRunner.components(request)
            })
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> FuzzRequest? {
        var request = FuzzRequest()
        var reader = ArgumentReader(arguments, command: "fuzz")
        var scenarioFolders: [String] = []
        var pluginFolders: [String] = []
        while let item = reader.next() {
            guard case .option(let name, let inline) = item else {
                if case .positional(let text) = item { throw UsageError("fuzz: unexpected argument \(text)") }
                continue
            }
            func number(_ meaning: String) throws(UsageError) -> Int {
                let text = try reader.value(for: name, inline: inline, meaning: meaning)
                guard let value = Int(text), value >= 0 else {
                    throw UsageError("fuzz: \(name) takes a whole number ≥ 0 (got \(text))")
                }
                return value
            }
            switch name {
            case "--help", "-h": return nil
            case "--scripts": request.scripts = true
            case "--lua": request.printLua = true
            case "--no-shrink": request.shrink = false
            case "--seed":
                let text = try reader.value(for: name, inline: inline, meaning: "a seed (a whole number)")
                guard let seed = UInt64(text) else {
                    throw UsageError("fuzz: --seed takes a whole number from 0 to \(UInt64.max) (got \(text))")
                }
                request.seed = seed
            case "--count": request.count = try number("how many steps (or scripts)")
            case "--case": request.caseIndex = try number("a case number")
            case "--print": request.printScript = try number("a script number")
            case "--component":
                let text = try reader.value(for: name, inline: inline, meaning: "greeting, scope or both")
                guard let component = FuzzComponent(rawValue: text) else {
                    throw UsageError("fuzz: --component takes greeting, scope or both (got \(text))")
                }
                request.component = component
            case "--scenarios": scenarioFolders.append(try reader.value(for: name, inline: inline, meaning: "a folder"))
            case "--plugins": pluginFolders.append(try reader.value(for: name, inline: inline, meaning: "a folder"))
            case "--slack":
                let text = try reader.value(for: name, inline: inline, meaning: "seconds")
                guard let slack = Double(text), slack >= 0, slack.isFinite else {
                    throw UsageError("fuzz: --slack takes seconds ≥ 0 (got \(text))")
                }
                request.slack = slack
            case "--timeout", "--max-instructions", "--max-memory":
                let text = try reader.value(for: name, inline: inline, meaning: LimitOptions.meaning(of: name))
                try LimitOptions.apply(name, text, to: &request.limits, command: "fuzz")
            default:
                throw reader.unknown(name, known: Self.options)
            }
        }
        if !scenarioFolders.isEmpty { request.scenarioFolders = scenarioFolders }
        if !pluginFolders.isEmpty { request.pluginFolders = pluginFolders }
        return request
    }
}
