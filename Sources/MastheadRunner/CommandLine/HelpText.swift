/// The help texts, as `masthead --help` and `masthead help COMMAND` print them.
enum HelpText {
    static let main = """
        masthead \(Masthead.version): run Lua scenarios against headless iOS header components.

        Usage:
          masthead run [PATH ...] [options]      run the scenarios under PATH (default: Scenarios/)
          masthead render greeting|scope [...]   draw one header as text, SVG, JSON or VoiceOver
          masthead plugins [--plugins DIR] ...   list and check themes and status providers
          masthead merge-junit A.xml B.xml ...   merge JUnit reports (the shards of a CI job)
          masthead fuzz [--scripts] [...]        fuzz the headers (or the sandbox) with hostile input
          masthead --help | --version

        Run 'masthead help COMMAND' (run, render, plugins, merge-junit, fuzz) for a command's options. Docs: README.md and docs/.
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
          --shard I/N             the I-th of N disjoint parts of the suite (by a hash of each id,
                                  or balanced by --timings FILE when the file exists)
          --list                  print the selected ids (with their tags) instead of running them
          --fail-fast             stop at the first failure
          --shuffle               run in a random order; the seed is printed
          --seed N                shuffle with this seed (0 to 4294967295), to repeat an order

        Running:
          --jobs N                worker processes (default: the number of cores)
          --plugins DIR           also load themes and status providers from DIR (repeatable)
          --timeout SECONDS       wall-clock limit per scenario (default 5)
          --max-instructions N    instruction budget per scenario (default 50000000)
          --max-memory MIB        memory cap per scenario (default 64)
          --max-worker-memory MIB resident memory a worker process may hold (default 1024; 0: none)

        Reporting:
          --reporter KIND[:FILE]  pretty (default), tap, junit or json; repeatable, one on stdout
          --timings FILE          write each scenario's seconds to FILE (with --shard: read them)
          --record MODE           snapshots: missing (default), all, never (default when CI is set), failed
          --artifacts DIR         where failing snapshots' new renderings go (default .masthead/artifacts)
          --html FILE             also write one self-contained HTML page: every scenario, its steps,
                                  failures with diffs, and the pictures of its snapshots
          --unused-snapshots      after the run, list snapshot files that no scenario asked for
                                  (=delete removes them, only after a run of the whole suite)
        Snapshots, record modes and CI: docs/snapshots.md. Report formats, shards, timings: docs/cli.md.
        """

    static let mergeJUnit = """
        Usage: masthead merge-junit REPORT.xml ... [-o FILE] [--rename-duplicates] [--timings FILE]

        Merges JUnit reports into one: every <testsuite> of every report, in the order given, under
        one <testsuites> with the summed counts and time. Typical use: the reports of a sharded job,

          masthead run --shard 1/3 --reporter junit:out/1.xml     (on each of three machines)
          masthead merge-junit out/1.xml out/2.xml out/3.xml -o out/junit.xml

          -o, --output FILE      write the merged report to FILE (default: standard output)
          --rename-duplicates    keep a suite name seen in an earlier report as "NAME (REPORT)"
                                 (without it, a repeated suite name is an error: its tests would count twice)
          --timings FILE         also write the testcases' times to FILE, for 'run --shard --timings'

        Exit status: 0 merged; 2 a usage error, an unreadable or malformed report, or a repeated suite.
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
        for profile/scopes/chips, a comma list for selected, `none` to leave the option out, or
        lua:EXPR for any Lua expression (e.g. --set 'chips=lua:{ chip{ id = "a", title = "A" } }').
        Each --step runs Lua with the header as h (e.g. --step 'h:scroll(40)').

          masthead render greeting --set unread=120 --set collapse=0.5 --format svg --out g.svg
          masthead render scope --set text_size=AX2 --set theme=midnight
        """
}
