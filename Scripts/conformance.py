#!/usr/bin/env python3
"""Masthead's Lua against Debian's lua5.4, byte for byte (docs/security.md, "Lua as lua5.4 has it").

Two differential tests, each run once under lua5.4 and once inside scenarios run by the real
masthead binary, their printed output compared line by line:

- strings: Tests/Fixtures/conformance/strings.lua, CASES random cases of find, match, gmatch and
  gsub drawn from SEED (one line of results per case);
- programs: every Tests/Fixtures/conformance/programs/*.lua, a plain Lua program that Masthead runs
  as the body of one scenario (wrapped without moving its lines, so messages name the same lines).

Masthead's printed output comes from its JSON report (`--reporter json:FILE`, each scenario's
"output"). Each difference is printed with both sides; the last line says `N passed, N failed`
(a case or program is one test). The exit status is 1 when anything differs, when a scenario
failed, or when fewer cases or programs were compared than asked for: a run that compared nothing
cannot pass.

    python3 Scripts/conformance.py --masthead .build/debug/masthead --cases 50000
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "conformance")
PARAMETERS = re.compile(r"^local SEED, FIRST, COUNT, PER_SCENARIO, FAULT = .*$", re.M)
# Generous limits: the comparison is about results, and a loaded CI machine must not trip a timer.
LIMITS = ["--timeout", "120", "--max-instructions", "2000000000", "--max-memory", "512"]
SHOWN = 10


def main():
    options = arguments()
    options.masthead = os.path.abspath(options.masthead)
    scratch = tempfile.mkdtemp(prefix="masthead-conformance-")
    try:
        passed = failed = 0
        problems = []
        if options.only in (None, "strings"):
            result = compare_strings(options, os.path.join(scratch, "strings"))
            passed, failed, problems = passed + result[0], failed + result[1], problems + result[2]
        if options.only in (None, "programs"):
            result = compare_programs(options, os.path.join(scratch, "programs"))
            passed, failed, problems = passed + result[0], failed + result[1], problems + result[2]
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    for problem in problems:
        print(problem)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or problems else 0


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--masthead", required=True, help="the masthead binary under test")
    parser.add_argument("--lua", default="/usr/bin/lua5.4", help="the reference interpreter")
    parser.add_argument("--cases", type=int, default=2000, help="string cases to compare")
    parser.add_argument("--seed", type=int, default=20261023)
    parser.add_argument("--per-scenario", type=int, default=100, help="string cases in one scenario (the reports show 64 KiB of a scenario's output)")
    parser.add_argument("--fault", type=int, default=0, help="break this case inside Masthead only (self-test)")
    parser.add_argument("--programs", default=os.path.join(FIXTURES, "programs"))
    parser.add_argument("--only", choices=["strings", "programs"])
    parser.add_argument("--jobs", default="2")
    return parser.parse_args()


def compare_strings(options, folder):
    """The string cases: (passed, failed, problems)."""
    os.makedirs(os.path.join(folder, "conformance"))
    with open(os.path.join(FIXTURES, "strings.lua"), "rb") as file:
        text = file.read().decode("utf-8")
    line = (f"local SEED, FIRST, COUNT, PER_SCENARIO, FAULT = "
            f"{options.seed}, 1, {options.cases}, {options.per_scenario}, {options.fault}")
    text, replaced = PARAMETERS.subn(line, text, count=1)
    if replaced != 1:
        return 0, 0, ["strings.lua has no parameter line to set"]
    relative = "conformance/strings.lua"
    with open(os.path.join(folder, relative), "w", encoding="utf-8") as file:
        file.write(text)
    expected, problems = reference_output(options, folder, relative)
    scenarios, more = masthead_outputs(options, folder, relative)
    problems += more
    actual = [line for name in scenario_names(options) for line in scenarios.pop(name, ["(scenario missing)"])]
    problems += [f"strings: unexpected scenario {name!r}" for name in scenarios]
    expected_cases, actual_cases = case_lines(expected), case_lines(actual)
    for side, cases in (("lua5.4", expected_cases), ("masthead", actual_cases)):
        if len(cases) != options.cases:
            problems.append(f"strings: {side} printed {len(cases)} cases, not {options.cases}")
    failed = 0
    for number in sorted(set(expected_cases) | set(actual_cases)):
        want, got = expected_cases.get(number), actual_cases.get(number)
        if want != got:
            failed += 1
            if failed <= SHOWN:
                print(f"strings: case {number} differs\n  lua5.4:   {want}\n  masthead: {got}")
    if failed > SHOWN:
        print(f"strings: … and {failed - SHOWN} more cases differ")
    print(f"strings: {len(expected_cases)} cases compared (seed {options.seed}), {failed} differ")
    return len(expected_cases) - failed, failed, problems


def scenario_names(options):
    last = options.cases
    return [f"cases {first}-{min(first + options.per_scenario - 1, last)}"
            for first in range(1, last + 1, options.per_scenario)]


def case_lines(lines):
    """Case number → its line, for the lines that start with '#N '."""
    cases = {}
    for line in lines:
        match = re.match(r"#(\d+) ", line)
        if match:
            cases[int(match.group(1))] = line
    return cases


def compare_programs(options, folder):
    """The plain-Lua programs: (passed, failed, problems)."""
    names = sorted(name for name in os.listdir(options.programs) if name.endswith(".lua"))
    if not names:
        return 0, 0, [f"programs: no *.lua in {options.programs}"]
    reference, wrapped = os.path.join(folder, "lua"), os.path.join(folder, "masthead")
    os.makedirs(os.path.join(reference, "programs"))
    os.makedirs(os.path.join(wrapped, "programs"))
    for name in names:
        with open(os.path.join(options.programs, name), "rb") as file:
            source = file.read()
        with open(os.path.join(reference, "programs", name), "wb") as file:
            file.write(source)
        with open(os.path.join(wrapped, "programs", name), "wb") as file:
            file.write(as_scenario(name, source))
    expected = {}
    problems = []
    for name in names:
        expected[name], more = reference_output(options, reference, "programs/" + name)
        problems += more
    scenarios, more = masthead_outputs(options, wrapped, "programs")
    problems += more
    failed = 0
    for name in names:
        got = scenarios.get(name)
        if got is None:
            problems.append(f"programs: masthead ran no scenario for {name}")
            failed += 1
        elif got != expected[name]:
            failed += 1
            print(f"programs: {name} differs")
            lines = [(index, want, have) for index, (want, have) in enumerate(zip_longest(expected[name], got))
                     if want != have]
            for index, want, have in lines[:SHOWN]:
                print(f"  output line {index + 1}\n  lua5.4:   {want}\n  masthead: {have}")
    print(f"programs: {len(names)} programs compared, {failed} differ")
    return len(names) - failed, failed, problems


def as_scenario(name, source):
    """The program as the body of a scenario named after its file, its lines where they were."""
    return b"scenario(" + json.dumps(name).encode() + b", function() " + source + b"\nend)\n"


def zip_longest(first, second):
    count = max(len(first), len(second))
    pad = lambda items: items + [None] * (count - len(items))
    return zip(pad(first), pad(second))


def reference_output(options, folder, relative):
    """lua5.4's printed lines for the file at `relative` (run from `folder`), and problems."""
    run = subprocess.run([options.lua, relative], cwd=folder, capture_output=True, timeout=600)
    problems = []
    if run.returncode != 0:
        problems.append(f"lua5.4 {relative} exited {run.returncode}: {run.stderr.decode(errors='replace')}")
    return run.stdout.decode("utf-8", errors="replace").splitlines(), problems


def masthead_outputs(options, folder, path):
    """Scenario name → printed lines, from `masthead run PATH` in `folder`, and problems."""
    report = os.path.join(folder, "report.json")
    command = [options.masthead, "run", path, "--jobs", options.jobs, "--reporter", "json:" + report] + LIMITS
    run = subprocess.run(command, cwd=folder, capture_output=True, timeout=3600)
    problems = []
    if not os.path.exists(report):
        return {}, [f"masthead wrote no report (exit {run.returncode}): {run.stderr.decode(errors='replace')}"]
    with open(report, encoding="utf-8") as file:
        document = json.load(file)
    for problem in document["problems"]:
        problems.append(f"masthead could not load {problem['file']}: {problem['message']}")
    outputs = {}
    for scenario in document["scenarios"]:
        if scenario["status"] != "passed":
            failure = scenario.get("failure", {})
            problems.append(f"masthead: {scenario['id']} failed: {failure.get('message')}")
        outputs[scenario["name"]] = [line for item in scenario["output"] for line in item.split("\n")]
    return outputs, problems


if __name__ == "__main__":
    sys.exit(main())
