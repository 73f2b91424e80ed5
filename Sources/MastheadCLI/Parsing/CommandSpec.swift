import MastheadRunning

/// A command as its table describes it: its usage lines, what it does, its options in groups, its
/// positional arguments and how the parsed arguments start and end. `parse` reads a command line
/// with it, `HelpFormatter` writes its `--help`, and the docs check compares it with docs/cli.md.
///
/// ```swift
/// let spec = CommandSpec<[String]>(
///     name: "merge", usage: ["merge FILE ..."], abstract: "merge files",
///     positional: Positional("FILE") { $0.append($1) }, initial: { _ in [] })
/// try spec.parse(["a", "--", "-b"], environment: [:])   // ["a", "-b"]
/// ```
struct CommandSpec<Arguments>: Sendable {
    /// The word after `masthead`: "run".
    let name: String
    /// The forms after "Usage: masthead", one a line: "run [PATH ...] [options]".
    let usage: [String]
    /// One line for `masthead --help`.
    let abstract: String
    /// What the command does, under the usage lines.
    var discussion = ""
    var groups: [OptionGroup<Arguments>] = []
    /// What a bare argument is; nil: the command takes none.
    var positional: Positional<Arguments>?
    /// Under the options: exit statuses, where the docs are.
    var epilogue = ""
    /// The arguments before the command line is read (defaults, and what the environment says).
    let initial: @Sendable ([String: String]) throws(UsageError) -> Arguments
    /// Checks and completes the arguments once every one has been read.
    var finish: @Sendable (inout Arguments) throws(UsageError) -> Void = { _ in }

    var options: [OptionSpec<Arguments>] { groups.flatMap(\.options) }

    /// The option a name means, `--help` aside.
    func option(named name: String) -> OptionSpec<Arguments>? {
        options.first { $0.names.contains(name) }
    }
}

/// Options shown together under a title in `--help` ("Selecting:"), with an optional paragraph.
struct OptionGroup<Arguments>: Sendable {
    var title: String?
    var discussion = ""
    var options: [OptionSpec<Arguments>]

    init(_ title: String, discussion: String = "", _ options: [OptionSpec<Arguments>]) {
        self.title = title
        self.discussion = discussion
        self.options = options
    }

    /// The options of a command that has only one group: no title.
    init(_ options: [OptionSpec<Arguments>]) {
        self.options = options
    }
}

/// What the command does with a bare argument (a path, a component's name).
struct Positional<Arguments>: Sendable {
    /// As usage writes it: "PATH".
    let placeholder: String
    let apply: @Sendable (inout Arguments, String) throws(UsageError) -> Void

    init(_ placeholder: String, apply: @escaping @Sendable (inout Arguments, String) throws(UsageError) -> Void) {
        self.placeholder = placeholder
        self.apply = apply
    }
}
