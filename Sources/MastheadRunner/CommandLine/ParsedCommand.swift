/// How every command starts: parse the arguments; print the help when asked for it, or the
/// usage error (exit status 2); otherwise run with what was parsed.
enum ParsedCommand {
    static func run<Options>(
        _ command: String, help: String, parse: () throws(UsageError) -> Options?, body: (Options) -> Int32
    ) -> Int32 {
        let options: Options
        do {
            guard let parsed = try parse() else {
                print(help)
                return 0
            }
            options = parsed
        } catch {
            printError("masthead: \(error.message)\nRun 'masthead \(command) --help' for the options.")
            return 2
        }
        return body(options)
    }
}
