extension HelpText {
    static let fuzz = """
        Usage: masthead fuzz [--seed S] [--count STEPS] [--component greeting|scope|both]
               masthead fuzz --case I [--lua] [--seed S] [--component ...]
               masthead fuzz --scripts [--seed S] [--count SCRIPTS] [--print I]

        Components (default): drives the headers' controllers with seeded random inputs and steps
        (hostile names, counts up to the largest integer, NaN and infinite collapse and offsets,
        widths 1 to 2000, every text size, hundreds of scopes and chips, taps on hidden and absent
        ids, tiny and huge advances) and checks the rules of docs/security.md after every step.
        A broken rule prints the seed, the case, the step, the rule, and a shrunk Lua scenario that
        replays it. The same seed gives the same run on every machine.

          --count N          steps in all (default 10000)
          --case I           only case I of the run; with --lua, print its scenario without running it
          --no-shrink        print the failing case as generated
          --plugins DIR      themes to pick from besides the built-in one (default Plugins)

        Scripts (--scripts): mutated shipped scenarios and plugins, and generated Lua, run through
        the sandbox; every load and scenario must end within its limits (plus --slack seconds).

          --count N          scripts (default 100)
          --print I          print script I instead of running
          --scenarios DIR    scenario files to mutate (default Scenarios; repeatable)
          --plugins DIR      plugin files to mutate and load (default Plugins; repeatable)
          --slack SECONDS    time a run may take past its limit (default 1)
          --timeout S, --max-instructions N, --max-memory MIB
                             the scenarios' limits (default 2 s, 5000000, 64 MiB)

        Exit status: 0 nothing broke; 1 a rule broke or a script outlived its limits; 2 usage.
        """
}
