/// The help texts, as `masthead --help` and `masthead help COMMAND` print them.
enum HelpText {
    static let main = """
        masthead \(Masthead.version): run Lua scenarios against headless iOS header components.

        Usage:
          masthead run [PATH ...] [options]      run the scenarios under PATH (default: Scenarios/)
          masthead render greeting|scope [...]   draw one header as text, SVG, JSON or VoiceOver
          masthead plugins [--plugins DIR] ...   list and check themes and status providers
          masthead fuzz [--scripts] [...]        fuzz the headers (or the sandbox) with hostile input
          masthead --help | --version

        Run 'masthead help COMMAND' (run, render, plugins, fuzz) for a command's options. Docs: README.md and docs/.
        Exit status: 0 every scenario passed; 1 a scenario failed; 2 a usage, loading or plugin error.
        """

    static let run = """
        Usage: masthead run [PATH ...] [options]

        Runs every scenario in the *.lua files under each PATH (default: Scenarios/). Files whose
        name starts with _ are helpers for require; __snapshots__/ folders are skipped.

        Selecting:
          --filter TEXT           only scenarios whose id (file › name) contains TEXT (repeatable)
          --tag TAG               only scenarios tagged TAG (repeatable: any of them)
          --exclude-tag TAG       leave out scenarios tagged TAG
          --shard I/N             the I-th of N disjoint parts of the suite (by a hash of each id)
          --list                  list the selected scenarios instead of running them
          --fail-fast             stop at the first failure

        Running:
          --jobs N                worker threads (default: the number of cores)
          --plugins DIR           also load themes and status providers from DIR (repeatable)
          --timeout SECONDS       wall-clock limit per scenario (default 5)
          --max-instructions N    instruction budget per scenario (default 50000000)
          --max-memory MIB        memory cap per scenario (default 64)

        Reporting:
          --reporter KIND[:FILE]  pretty (default), tap, junit or json; repeatable, one on stdout
          --record MODE           snapshots: missing (default), all, never (default when CI is set), failed
          --artifacts DIR         where failing snapshots' new renderings go (default .masthead/artifacts)
        """

    static let plugins = """
        Usage: masthead plugins [--plugins DIR ...] [--strict]

        Loads the themes and status providers in Plugins/ and in each DIR (every *.lua, any depth)
        as 'masthead run' does, and prints each with its source file and whether it loaded, every
        problem at its file and line, and each theme's contrast audit: the WCAG ratio of every
        colour pair the two headers draw, in light and dark, against what AA and AAA need.

          --plugins DIR   also load plugins from DIR (repeatable; a bare DIR works too)
          --strict        exit 2 when any pair is below AA, too

        Exit status: 2 when a plugin has a problem (or, with --strict, a pair is below AA); else 0.
        Writing themes and providers: docs/plugins.md.
        """

    static let render = """
        Usage: masthead render greeting|scope [--set KEY=VALUE ...] [--step LUA ...]
                               [--format text|svg|json|voiceover] [--out FILE] [--plugins DIR]

        Draws one header without writing a scenario. KEY is any option of greeting_header{...} or
        scope_header{...} (docs/scenarios.md); VALUE is a number, true/false, a string, `sample`
        for profile/scopes/chips, a comma list for selected, or `none` to leave the option out.
        Each --step runs Lua with the header as h (e.g. --step 'h:scroll(40)').

          masthead render greeting --set unread=120 --set collapse=0.5 --format svg --out g.svg
          masthead render scope --set text_size=AX2 --set theme=midnight
        """
}
