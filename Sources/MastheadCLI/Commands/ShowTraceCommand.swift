import MastheadRunning
import MastheadStudio

/// `masthead show-trace FILE [--step N]`: a trace page in the terminal (over SSH, in a CI log):
/// each step with its line and the text picture after it.
enum ShowTraceCommand: Subcommand {
    struct Request {
        var file: String?
        var step: Int?
        var summary = false
    }

    static let spec = CommandSpec<Request>(
        name: "show-trace", usage: ["show-trace FILE [--step N] [--summary]"],
        abstract: "print a trace page (masthead run --trace) in the terminal",
        discussion: """
            Prints the steps of a trace page that masthead run --trace wrote, each with its line, its
            virtual times and the text picture of the header after it, then how the scenario ended.
            With --summary, a line a step (its frames, its events) and no pictures: a long trace on
            one screen.
            """,
        groups: [
            OptionGroup([
                .value("--step", "N", .whole(1...1_000_000), help: "only step N (the builder is step 1)") {
                    $0.step = $1
                },
                .flag("--summary", help: "a line a step, without the text pictures") { $0.summary = true },
            ])
        ],
        positional: Positional("FILE") { request, file throws(UsageError) in
            guard request.file == nil else { throw UsageError("one trace page at a time (got \(file) as well)") }
            request.file = file
        },
        epilogue: "Exit status: 0 printed; 2 a usage error, or a file that is not a trace page.",
        initial: { _ in Request() },
        finish: { request throws(UsageError) in
            guard request.file != nil else {
                throw UsageError("name the trace page (masthead show-trace .masthead/traces/…/scenario.html)")
            }
        })

    static func run(_ request: Request) -> Int32 {
        do {
            let trace = try TraceReader.read(request.file!)
            if let step = request.step, step > trace.steps.count {
                let steps = trace.steps.count == 1 ? "1 step" : "\(trace.steps.count) steps"
                printError("masthead show-trace: --step \(step): the trace has \(steps)")
                return 2
            }
            trace.lines(only: request.step, pictures: !request.summary).forEach { print($0) }
            return 0
        } catch {
            printError("masthead show-trace: \(error.description)")
            return 2
        }
    }
}
