#!/usr/bin/env python3
"""Instructions per scenario, counted by callgrind: `make bench-count`, and a table of `make bench`.

Instruction counts do not depend on the machine's load, so unlike times they compare exactly from
one run to the next. Each suite runs under `valgrind --tool=callgrind --trace-children=yes` with
`--jobs 1`, as `make bench` runs it (writing the JSON report); an empty run (one file, one empty
scenario) is counted the same way, and (suite - empty) / scenarios is the cost of one scenario:
its share of the worker (the scenario, its file's loading, restoring the state) and of the parent
(planning, the report). Every run starts in a scratch folder, where no Plugins/ folder is loaded. Valgrind cannot read the DWARF that Swift 6.3 writes, so the binary is
counted from a stripped copy, named `masthead` so that its workers are the same copy.

    python3 Scripts/bench_count.py [--masthead .build/release/masthead] [--scenarios 200]
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


def stripped_copy(masthead, folder):
    """A stripped copy of the binary, named masthead (workers start the masthead beside it)."""
    copy = os.path.join(folder, "masthead")
    subprocess.run(["strip", "-o", copy, masthead], check=True)
    return copy


def count(masthead, suite, work, extra=()):
    """One `masthead run` under callgrind: (worker instructions, all processes' instructions,
    scenarios run)."""
    out = tempfile.mkdtemp(dir=work)
    command = ["valgrind", "--tool=callgrind", "--trace-children=yes", f"--callgrind-out-file={out}/cg.%p",
               masthead, "run", suite, "--jobs", "1", "--reporter", f"json:{out}/report.json", *extra]
    # From the scratch folder: run where a Plugins/ folder is, masthead loads its plugins too.
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=work)
    if result.returncode != 0:
        sys.exit(f"bench-count: {' '.join(command)} failed:\n{result.stderr[-2000:]}")
    worker = total = 0
    for path in glob.glob(f"{out}/cg.*"):
        with open(path) as handle:
            text = handle.read()
        instructions = int(re.search(r"^(?:summary|totals): (\d+)", text, re.M).group(1))
        total += instructions
        if re.search(r"^cmd: .* __worker", text, re.M):
            worker += instructions
    with open(f"{out}/report.json") as handle:
        scenarios = json.load(handle)["summary"]["total"]
    shutil.rmtree(out, ignore_errors=True)
    return worker, total, scenarios


BUSTED_TESTS = 100


def count_busted(interpreter, work):
    """Instructions of one empty busted test on `interpreter`: (a spec of 101 - a spec of 1) / 100."""
    busted = shutil.which("busted")
    counts = []
    for tests in (1, BUSTED_TESTS + 1):
        spec, out = f"{work}/spec_{tests}.lua", f"{work}/busted.out"
        bench.write_busted(spec, tests)
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", interpreter, busted,
                        "--output=TAP", spec], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, cwd=work)
        with open(out) as handle:
            counts.append(int(re.search(r"^(?:summary|totals): (\d+)", handle.read(), re.M).group(1)))
    return (counts[1] - counts[0]) / BUSTED_TESTS


def write_suite(root, maker, scenarios):
    """Files of PER_FILE scenarios, all made by `maker` (ten-step greeting or scope scenarios)."""
    os.makedirs(root, exist_ok=True)
    for file_index in range(scenarios // PER_FILE):
        with open(os.path.join(root, f"count_{file_index:04d}.lua"), "w") as out:
            for i in range(PER_FILE):
                out.write(maker(file_index * PER_FILE + i, 0))


def measure(masthead, scenarios, own_suite=None):
    """Net instructions per scenario of each suite: {name: (scenarios, worker, all)}. own_suite:
    (folder, plugins) of a real suite to count as well."""
    if shutil.which("valgrind") is None:
        sys.exit("bench-count: valgrind is not installed (make bench-deps installs it)")
    work = tempfile.mkdtemp(prefix="masthead-count-")
    try:
        binary = stripped_copy(os.path.abspath(masthead), work)
        os.makedirs(f"{work}/empty")
        with open(f"{work}/empty/empty.lua", "w") as out:
            out.write('scenario("empty", function() end)\n')
        write_suite(f"{work}/greeting", bench.greeting_scenario, scenarios)
        write_suite(f"{work}/scope", bench.scope_scenario, scenarios)
        empty = count(binary, f"{work}/empty", work)
        suites = [("greeting", f"{work}/greeting", ()), ("scope", f"{work}/scope", ())]
        if own_suite:
            folder, plugins = own_suite
            suites.append(("own", folder, ("--plugins", plugins)))
        figures = {"empty": empty[:2]}
        for name, folder, extra in suites:
            worker, total, size = count(binary, folder, work, extra)
            figures[name] = (size, (worker - empty[0]) / size, (total - empty[1]) / size)
        if shutil.which("busted"):
            figures["busted"] = {lua: count_busted(lua, work) for lua in bench.BUSTED_INTERPRETERS if shutil.which(lua)}
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
    lines = ["| instructions per scenario (callgrind, net of an empty run) | worker | all processes | goal |",
             "|---|---|---|---|"]
    for name in ("greeting", "scope", "own"):
        if name not in figures:
            continue
        size, worker, total = figures[name]
        goal = f"≤ {GOALS[name]:,}: {'yes' if total <= GOALS[name] else '**no**'}" if name in GOALS else ""
        lines.append(f"| {NAMES[name]} ({size} scenarios) | {worker:,.0f} | {total:,.0f} | {goal} |")
    worker, total = figures["empty"]
    lines.append(f"| the empty run itself (one file, one empty scenario) | {worker:,} | {total:,} | |")
    # The bench's suites are half greeting, half scope scenarios.
    masthead = (figures["greeting"][2] + figures["scope"][2]) / 2
    for lua, per_test in figures.get("busted", {}).items():
        goal = f"goal < 0.3×: {'yes' if masthead / per_test < 0.3 else '**no**'}" if lua == "lua5.4" else ""
        lines.append(f"| busted on {lua}, one empty test; a Masthead scenario (greeting and scope alike) costs "
                     f"{masthead / per_test:.2f}× | | {per_test:,.0f} | {goal} |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--masthead", default=".build/release/masthead")
    parser.add_argument("--scenarios", type=int, default=4 * PER_FILE, help="scenarios in each synthetic suite")
    parser.add_argument("--own", action="store_true", help="count our own Scenarios/ suite too")
    options = parser.parse_args()
    own = (os.path.abspath("Scenarios"), os.path.abspath("Plugins")) if options.own else None
    print(table(measure(options.masthead, options.scenarios, own)))


if __name__ == "__main__":
    main()
