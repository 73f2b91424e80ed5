#!/usr/bin/env python3
"""Instructions per scenario, counted by callgrind: `make bench-count`, and a table of `make bench`.

Instruction counts do not depend on the machine's load, so unlike times they compare exactly from
one run to the next. Each suite (the ten-step greeting scenarios and the scope scenarios of
`Scripts/bench.py`, in files of 50) runs under `valgrind --tool=callgrind --trace-children=yes`
with `--jobs 1`, as `make bench` runs it (writing the JSON report); an empty run (one file, one
empty scenario) is counted the same way, and (suite - empty) / scenarios is the cost of one
scenario, in the worker (the scenario, its file's loading, restoring the state) and in all
processes (the parent's planning and report too). Optionally, per scenario:

- `--steps`: its steps alone, the suite less the same files with empty scenario bodies (all
  processes): what the steps cost without restoring the worker's state, loading the file, its
  top level or the report;
- `--components`: the components alone, the same steps taken on the controllers directly, without
  Lua (`Benchmarks/ComponentCount`, the `component-count` product built beside masthead:
  200 scenarios less 100), and again with the live headers' memo layer off (`--no-memo`): what
  `LayoutMemo` saves;
- `--own`: our own `Scenarios/` suite with `Plugins/`.

With busted installed, it also counts one empty busted test on each interpreter ((a spec of 101
tests - a spec of 1) / 100), for the ratio in instructions. Every run starts in a scratch folder,
where no Plugins/ folder is loaded. Swift seeds its hashing per process: the runs fix the seed
(`SWIFT_DETERMINISTIC_HASHING`), so that a dictionary's collisions, and the counts, repeat.
Valgrind cannot read the DWARF that Swift 6.3 writes, so the binaries are counted from copies
without debug information (`strip -g`: the symbols stay, for `callgrind_annotate`), the
masthead copy named `masthead` so that its workers are the same copy. `--keep DIR` keeps
callgrind's output files, one folder per run.

    python3 Scripts/bench_count.py [--masthead .build/release/masthead] [--scenarios 200]
        [--steps] [--components] [--own] [--keep DIR]
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import bench

PER_FILE = 50
COMPONENT_SCENARIOS = (100, 200)
BUSTED_TESTS = 100
DETERMINISTIC = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")


def stripped_copy(binary, folder, name):
    """A copy of `binary` without debug information, named `name` in `folder`."""
    copy = os.path.join(folder, name)
    subprocess.run(["strip", "-g", "-o", copy, binary], check=True)
    return copy


def callgrind_total(path):
    with open(path) as handle:
        text = handle.read()
    return int(re.search(r"^(?:summary|totals): (\d+)", text, re.M).group(1)), text


class Counter:
    """Runs under callgrind in one scratch folder; `keep` names a folder for the output files."""

    def __init__(self, work, keep=None):
        self.work = work
        self.keep = keep

    def out_folder(self, name):
        if self.keep:
            folder = os.path.join(self.keep, name)
            shutil.rmtree(folder, ignore_errors=True)
            os.makedirs(folder)
            return folder
        return tempfile.mkdtemp(dir=self.work)

    def done(self, folder):
        if not self.keep:
            shutil.rmtree(folder, ignore_errors=True)

    def run(self, masthead, name, suite, extra=()):
        """One `masthead run` under callgrind: (worker instructions, all processes' instructions,
        scenarios run)."""
        out = self.out_folder(name)
        command = ["valgrind", "--tool=callgrind", "--trace-children=yes", f"--callgrind-out-file={out}/cg.%p",
                   masthead, "run", suite, "--jobs", "1", "--reporter", f"json:{out}/report.json",
                   # Callgrind runs masthead some fifty times slower, and the machine may be busy: a
                   # scenario's 5 s wall-clock limit would fail the longer properties; counts are exact.
                   "--timeout", "3600", *extra]
        # From the scratch folder: run where a Plugins/ folder is, masthead loads its plugins too.
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                cwd=self.work, env=DETERMINISTIC)
        if result.returncode != 0:
            sys.exit(f"bench-count: {' '.join(command)} failed:\n{result.stderr[-2000:]}")
        worker = total = 0
        for path in glob.glob(f"{out}/cg.*"):
            instructions, text = callgrind_total(path)
            total += instructions
            if re.search(r"^cmd: .* __worker", text, re.M):
                worker += instructions
        with open(f"{out}/report.json") as handle:
            scenarios = json.load(handle)["summary"]["total"]
        self.done(out)
        return worker, total, scenarios

    def components(self, harness, kind, memo=True):
        """Instructions of one `kind` scenario taken on the controllers directly (with the live
        headers' memo layer off unless `memo`)."""
        out = self.out_folder(f"components_{kind}" + ("" if memo else "_no_memo"))
        counts = []
        for scenarios in COMPONENT_SCENARIOS:
            path = f"{out}/cg.{scenarios}"
            subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={path}", harness, kind,
                            str(scenarios)] + ([] if memo else ["--no-memo"]), check=True, capture_output=True,
                           env=DETERMINISTIC)
            counts.append(callgrind_total(path)[0])
        self.done(out)
        return (counts[1] - counts[0]) / (COMPONENT_SCENARIOS[1] - COMPONENT_SCENARIOS[0])

    def busted(self, interpreter):
        """Instructions of one empty busted test on `interpreter`: (a spec of 101 - a spec of 1) / 100."""
        busted = shutil.which("busted")
        counts = []
        for tests in (1, BUSTED_TESTS + 1):
            spec, out = f"{self.work}/spec_{tests}.lua", f"{self.work}/busted.out"
            bench.write_busted(spec, tests)
            subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", interpreter, busted,
                            "--output=TAP", spec], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
                           cwd=self.work)
            counts.append(callgrind_total(out)[0])
        return (counts[1] - counts[0]) / BUSTED_TESTS


def write_suite(root, maker, scenarios, empty_bodies=False):
    """Files of PER_FILE scenarios, all made by `maker` (ten-step greeting or scope scenarios), or
    with the same names and empty bodies."""
    os.makedirs(root, exist_ok=True)
    for file_index in range(scenarios // PER_FILE):
        with open(os.path.join(root, f"count_{file_index:04d}.lua"), "w") as out:
            for i in range(PER_FILE):
                n = file_index * PER_FILE + i
                out.write(f'scenario("{n}", function() end)\n' if empty_bodies else maker(n, 0))


def synthetic():
    """The two synthetic suites, by name. A function, not a constant: bench.py imports this module
    for its last table, so bench's functions exist only once both have loaded."""
    return (("greeting", bench.greeting_scenario), ("scope", bench.scope_scenario))


def measure(masthead, scenarios, own_suite=None, steps=False, components=False, keep=None):
    """Net instructions per scenario of each suite: {name: (scenarios, worker, all)}, with
    {name}_steps (all processes) and {name}_components when asked; own_suite: (folder, plugins)
    of a real suite to count as well."""
    if shutil.which("valgrind") is None:
        sys.exit("bench-count: valgrind is not installed (make bench-deps installs it)")
    work = tempfile.mkdtemp(prefix="masthead-count-")
    try:
        counter = Counter(work, keep)
        binary = stripped_copy(os.path.abspath(masthead), work, "masthead")
        harness = None
        if components:
            built = os.path.join(os.path.dirname(os.path.abspath(masthead)), "component-count")
            if not os.path.exists(built):
                sys.exit(f"bench-count: {built} is not built (make bench-count builds it)")
            harness = stripped_copy(built, work, "component-count")
        os.makedirs(f"{work}/empty")
        with open(f"{work}/empty/empty.lua", "w") as out:
            out.write('scenario("empty", function() end)\n')
        empty = counter.run(binary, "empty", f"{work}/empty")
        figures = {"empty": empty[:2]}
        for name, maker in synthetic():
            write_suite(f"{work}/{name}", maker, scenarios)
            worker, total, size = counter.run(binary, name, f"{work}/{name}")
            figures[name] = (size, (worker - empty[0]) / size, (total - empty[1]) / size)
            if steps:
                write_suite(f"{work}/{name}_bare", maker, scenarios, empty_bodies=True)
                _, bare, _ = counter.run(binary, f"{name}_bare", f"{work}/{name}_bare")
                figures[f"{name}_steps"] = (total - bare) / size
            if harness:
                figures[f"{name}_components"] = counter.components(harness, name)
                figures[f"{name}_no_memo"] = counter.components(harness, name, memo=False)
        if own_suite:
            folder, plugins = own_suite
            worker, total, size = counter.run(binary, "own", folder, ("--plugins", plugins))
            figures["own"] = (size, (worker - empty[0]) / size, (total - empty[1]) / size)
        if shutil.which("busted"):
            figures["busted"] = {lua: counter.busted(lua) for lua in bench.BUSTED_INTERPRETERS if shutil.which(lua)}
        return figures
    finally:
        shutil.rmtree(work, ignore_errors=True)


GOALS = {"greeting": 450_000, "scope": 650_000}
NAMES = {
    "greeting": f"ten-step greeting scenario, files of {PER_FILE}",
    "scope": f"scope scenario, files of {PER_FILE}",
    "own": "our own Scenarios/ suite, with Plugins/",
}


def table(figures):
    steps = any(name.endswith("_steps") for name in figures)
    components = any(name.endswith("_components") for name in figures)
    extra_heads = (" its steps alone |" if steps else "") + (
        " components alone | components, memo off |" if components else "")
    lines = ["| instructions per scenario (callgrind, net of an empty run) | worker | all processes |"
             + extra_heads + " goal |",
             "|---|---|---|" + "---|" * (steps + 2 * components) + "---|"]

    def extra(name):
        cells = ""
        if steps:
            cells += f" {figures[name + '_steps']:,.0f} |" if name + "_steps" in figures else " |"
        if components:
            for column in ("_components", "_no_memo"):
                cells += f" {figures[name + column]:,.0f} |" if name + column in figures else " |"
        return cells

    blanks = " |" * (steps + 2 * components)
    for name in ("greeting", "scope", "own"):
        if name not in figures:
            continue
        size, worker, total = figures[name]
        goal = f"≤ {GOALS[name]:,}: {'yes' if total <= GOALS[name] else '**no**'}" if name in GOALS else ""
        lines.append(f"| {NAMES[name]} ({size} scenarios) | {worker:,.0f} | {total:,.0f} |{extra(name)} {goal} |")
    worker, total = figures["empty"]
    lines.append(f"| the empty run itself (one file, one empty scenario) | {worker:,} | {total:,} |{blanks} |")
    # The bench's suites are half greeting, half scope scenarios.
    masthead = (figures["greeting"][2] + figures["scope"][2]) / 2
    for lua, per_test in figures.get("busted", {}).items():
        goal = f"goal < 0.3×: {'yes' if masthead / per_test < 0.3 else '**no**'}" if lua == "lua5.4" else ""
        lines.append(f"| busted on {lua}, one empty test; a Masthead scenario (greeting and scope alike) costs "
                     f"{masthead / per_test:.2f}× | | {per_test:,.0f} |{blanks} {goal} |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--masthead", default=".build/release/masthead")
    parser.add_argument("--scenarios", type=int, default=4 * PER_FILE, help="scenarios in each synthetic suite")
    parser.add_argument("--steps", action="store_true", help="count the steps alone (the files with empty bodies)")
    parser.add_argument("--components", action="store_true",
                        help="count the steps on the controllers (component-count, built beside masthead)")
    parser.add_argument("--own", action="store_true", help="count our own Scenarios/ suite too")
    parser.add_argument("--keep", help="keep callgrind's output files in this folder, one folder per run")
    options = parser.parse_args()
    own = (os.path.abspath("Scenarios"), os.path.abspath("Plugins")) if options.own else None
    keep = os.path.abspath(options.keep) if options.keep else None
    print(table(measure(options.masthead, options.scenarios, own, options.steps, options.components, keep)))


if __name__ == "__main__":
    main()
