#!/usr/bin/env python3
"""Instructions per scenario of the two synthetic suites, counted by callgrind (issue 17).

Writes `Scripts/bench.py`'s ten-step greeting scenarios and its scope scenarios into files of 50,
and the same files with empty scenario bodies, runs each with `masthead run --jobs 1` under
`valgrind --tool=callgrind --trace-children=yes` (the parent and its worker, summed) and prints,
per scenario:

- net of an empty run (one file with one empty scenario): what a scenario costs in all;
- its body: the suite minus the same files with empty bodies, i.e. the steps alone, without
  restoring the worker's state, running the file's top level or reporting;
- with `--components`, the components alone: the same steps taken on the controllers directly,
  without Lua (`Benchmarks/ComponentCount`, built beside masthead; 200 scenarios less 100).

Valgrind cannot read the DWARF Swift 6.3 writes, so it counts a copy without debug information
(`strip -g`: the symbols stay, for `callgrind_annotate`; `--keep` keeps the output files).

    python3 Scripts/count_instructions.py [--masthead .build/release/masthead] [--files 4] [--keep DIR]
        [--components]
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

from bench import greeting_scenario, scope_scenario

PER_FILE = 50
# Swift seeds its hashing per process; fixed, a dictionary's collisions (and so the count) repeat.
QUIET_HASHING = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")


def write_files(root, maker, files, empty_bodies):
    os.makedirs(root)
    for file_index in range(files):
        with open(os.path.join(root, f"suite_{file_index:03d}.lua"), "w") as out:
            for i in range(PER_FILE):
                n = file_index * PER_FILE + i
                out.write(f'scenario("{n}", function() end)\n' if empty_bodies else maker(n, 0))


def count(masthead, folder, out_dir):
    """All processes' instructions for `masthead run folder --jobs 1`."""
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    command = ["valgrind", "--tool=callgrind", "--trace-children=yes", f"--callgrind-out-file={out_dir}/cg.%p",
               masthead, "run", folder, "--jobs", "1", "--reporter", f"json:{out_dir}/report.json"]
    result = subprocess.run(command, capture_output=True, text=True, cwd=os.path.dirname(folder), env=QUIET_HASHING)
    if result.returncode != 0:
        sys.exit(f"count: {' '.join(command)} failed:\n{result.stderr[-3000:]}")
    total = 0
    for path in glob.glob(f"{out_dir}/cg.*"):
        with open(path) as handle:
            total += int(re.search(r"^(?:summary|totals): (\d+)", handle.read(), re.M).group(1))
    return total


def count_components(harness, component, out_dir):
    """Instructions of one scenario taken on the controllers directly: 200 scenarios less 100."""
    counts = []
    for scenarios in (100, 200):
        out = f"{out_dir}/{component}_{scenarios}.out"
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", harness, component,
                        str(scenarios)], check=True, capture_output=True, env=QUIET_HASHING)
        with open(out) as handle:
            counts.append(int(re.search(r"^(?:summary|totals): (\d+)", handle.read(), re.M).group(1)))
    return (counts[1] - counts[0]) / 100


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--masthead", default=".build/release/masthead")
    parser.add_argument("--files", type=int, default=4, help="files of 50 scenarios in each suite")
    parser.add_argument("--keep", help="keep callgrind's output files in this folder")
    parser.add_argument("--components", action="store_true",
                        help="count the steps on the controllers too (component-count, beside masthead)")
    options = parser.parse_args()
    work = tempfile.mkdtemp(prefix="masthead-count-")
    try:
        binary = os.path.join(work, "masthead")
        subprocess.run(["strip", "-g", "-o", binary, options.masthead], check=True)
        out = options.keep or os.path.join(work, "out")
        os.makedirs(f"{work}/empty")
        with open(f"{work}/empty/empty.lua", "w") as handle:
            handle.write('scenario("empty", function() end)\n')
        empty = count(binary, f"{work}/empty", f"{out}/empty")
        scenarios = options.files * PER_FILE
        harness = None
        if options.components:
            harness = os.path.join(work, "component-count")
            built = os.path.join(os.path.dirname(options.masthead), "component-count")
            subprocess.run(["strip", "-g", "-o", harness, built], check=True)
            os.makedirs(f"{out}/components", exist_ok=True)
        print(f"| suite ({scenarios} scenarios, files of {PER_FILE}) | per scenario, net of an empty run "
              "| its body alone |" + (" components alone |" if harness else ""))
        print("|---|---|---|" + ("---|" if harness else ""))
        for name, maker in (("greeting", greeting_scenario), ("scope", scope_scenario)):
            write_files(f"{work}/{name}", maker, options.files, empty_bodies=False)
            write_files(f"{work}/{name}_bare", maker, options.files, empty_bodies=True)
            full = count(binary, f"{work}/{name}", f"{out}/{name}")
            bare = count(binary, f"{work}/{name}_bare", f"{out}/{name}_bare")
            row = f"| {name} | {(full - empty) / scenarios:,.0f} | {(full - bare) / scenarios:,.0f} |"
            if harness:
                row += f" {count_components(harness, name, f'{out}/components'):,.0f} |"
            print(row)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
