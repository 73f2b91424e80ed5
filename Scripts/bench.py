#!/usr/bin/env python3
"""The benchmark behind `make bench`: Masthead beside busted and bare Lua, measured in one run.

Generates synthetic suites (each scenario builds a header, takes about ten steps and asserts on
elements and text), times them with hyperfine, reads peak memory with /usr/bin/time -v, and
prints a Markdown table with the ratios the performance goals are stated in. Absolute times drift
from machine to machine; the ratios, measured side by side, are what to compare. Every peer runs
on an interpreter named here, never on whatever `lua` points to (installing lua-check makes
Debian's `lua` Lua 5.1): busted on `lua5.4` and on `luajit`, bare Lua on `lua5.4`. Then it counts
instructions per scenario with callgrind (Scripts/bench_count.py).

    python3 Scripts/bench.py [--masthead .build/release/masthead] [--runs 5] [--quick] [--no-count]
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

import bench_count
import bench_steps

STEPS_PER_SCENARIO = 10
EXTRA_STEPS = 100  # the long suite's extra steps per scenario, for the cost of one step
STEP_LOOPS = 2000  # how many times each kind of step runs in the steps table


def greeting_scenario(index, extra_steps):
    """One scenario: a header, ten steps (scroll, notify, tap, advance...), assertions."""
    unread = index % 7
    extra = "".join(f"  h:scroll({(i * 7) % 90})\n" for i in range(extra_steps))
    return f'''scenario("scenario {index}", function()
  local h = greeting_header {{ profile = profile.sample, unread = {unread}, pinned = true }}
  h:scroll(10)
  h:scroll_by(20)
  h:notify(2)
  expect(h.unread):to_be({unread + 2})
  h:advance(0.1)
  h:tap("bell")
  expect(h:element("bell").visible):to_be(true)
  h:scroll(80)
  expect(h.collapse):to_be(1)
  h:settle()
  expect(h:element("compact_greeting").text):to_be("Good morning, Maya")
  expect(h:text()):to_contain("Maya")
{extra}end)
'''


def scope_scenario(index, extra_steps):
    extra = "".join(f"  s:scroll({(i * 11) % 300})\n" for i in range(extra_steps))
    return f'''scenario("scope {index}", function()
  local s = scope_header {{ title = "Reading", scopes = scope_header.sample_scopes,
                           chips = scope_header.sample_chips }}
  s:tap("scope.following")
  expect(s.scope):to_be("following")
  s:tap("chip.unread")
  expect(s.selected):to_equal({{ "unread" }})
  s:scroll(40)
  s:advance(0.2)
  s:tap("chip.unread")
  s:settle()
  expect(s:element("filters").spoken):to_contain("Filters")
  expect(s:element("underline").visible):to_be(true)
{extra}end)
'''


def write_suite(root, scenarios, extra_steps=0, per_file=10):
    """A folder of files with `per_file` scenarios each, greeting and scope alternating."""
    os.makedirs(root, exist_ok=True)
    for file_index in range(scenarios // per_file):
        with open(os.path.join(root, f"bench_{file_index:05d}.lua"), "w") as out:
            for i in range(per_file):
                n = file_index * per_file + i
                maker = greeting_scenario if n % 2 == 0 else scope_scenario
                out.write(maker(n, extra_steps))


def write_busted(path, tests):
    with open(path, "w") as out:
        out.write('describe("empty", function()\n')
        for i in range(tests):
            out.write(f'  it("test {i}", function() end)\n')
        out.write("end)\n")


def write_bare_lua(path, scenarios):
    """The floor for running Lua at all: as many functions and comparisons, no framework."""
    with open(path, "w") as out:
        out.write("local failures = 0\nlocal function check(a, b) if a ~= b then failures = failures + 1 end end\n")
        for i in range(scenarios):
            out.write(f"local function s{i}() local x = {i} check(x + 2, {i + 2}) check(x * 2, {i * 2}) check(x, {i}) end s{i}()\n"
                      if i < 150 else f"do local x = {i} check(x + 2, {i + 2}) check(x * 2, {i * 2}) check(x, {i}) end\n")
        out.write("assert(failures == 0)\n")


def hyperfine(commands, runs, workdir):
    """Median and standard deviation (seconds) of each command over `runs` rounds.

    Each round runs every command once, in turn, so that the commands share the machine's good
    and bad moments: on a shared machine, speed drifts over a minute by more than the differences
    measured, and timing one command's runs back to back would charge the drift to it.
    """
    export = os.path.join(workdir, "hyperfine.json")
    samples = {name: [] for name, _ in commands}
    for round_index in range(runs):
        args = ["hyperfine", "--shell=none", "--style", "none", "--runs", "1", "--export-json", export]
        if round_index == 0:
            args += ["--warmup", "1"]
        for name, command in commands:
            args += ["--command-name", name, command]
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
        with open(export) as handle:
            for result in json.load(handle)["results"]:
                samples[result["command"]].extend(result["times"])
    return {name: (statistics.median(times), statistics.pstdev(times)) for name, times in samples.items()}


def peak_memory_kib(command):
    """Maximum resident set size of a command, from GNU time."""
    result = subprocess.run(["/usr/bin/time", "-v"] + command, capture_output=True, text=True)
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    return int(match.group(1)) if match else None


def require(tool):
    path = shutil.which(tool)
    if path is None:
        sys.exit(f"bench: {tool} is not installed (make bench-deps installs hyperfine, lua-busted, luajit, time)")
    return path


# The interpreters busted runs on, each named: Debian's /usr/bin/busted starts with
# `#!/usr/bin/env lua`, and which Lua that is depends on what else is installed.
BUSTED_INTERPRETERS = ("lua5.4", "luajit")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--masthead", default=".build/release/masthead")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="smaller suites, fewer runs (a smoke test)")
    parser.add_argument("--json", help="also write the figures as JSON to this file")
    parser.add_argument("--no-count", action="store_true", help="skip the callgrind counts")
    options = parser.parse_args()
    for tool in ("hyperfine", "lua5.4", "luajit", "/usr/bin/time"):
        require(tool)
    busted = require("busted")
    masthead = os.path.abspath(options.masthead)
    small, large = (100, 1000) if options.quick else (1000, 10000)
    runs = 2 if options.quick else options.runs

    work = tempfile.mkdtemp(prefix="masthead-bench-")
    try:
        os.makedirs(f"{work}/one")
        with open(f"{work}/one/one.lua", "w") as handle:
            handle.write(greeting_scenario(0, 0))
        write_suite(f"{work}/small", small)
        write_suite(f"{work}/small_long", small, extra_steps=EXTRA_STEPS)
        write_suite(f"{work}/large", large)
        write_busted(f"{work}/empty_spec.lua", small)
        write_bare_lua(f"{work}/bare.lua", small)

        def run(folder, jobs):
            return f"{masthead} run {work}/{folder} --jobs {jobs} --reporter json:{work}/out.json"

        times = hyperfine([
            ("startup", run("one", 1)),
            ("small_j1", run("small", 1)),
            ("small_j2", run("small", 2)),
            ("small_long_j1", run("small_long", 1)),
            ("large_j1", run("large", 1)),
            *[(f"busted_{lua}", f"{lua} {busted} --output=TAP {work}/empty_spec.lua") for lua in BUSTED_INTERPRETERS],
            ("bare_lua", f"lua5.4 {work}/bare.lua"),
        ], runs, work)
        memory = peak_memory_kib([masthead, "run", f"{work}/large", "--jobs", "1", "--reporter", f"json:{work}/out.json"])
        loops = STEP_LOOPS // 10 if options.quick else STEP_LOOPS
        pairs = bench_steps.write(f"{work}/steps", loops)
        step_times = hyperfine([(path, f"{masthead} run {path} --reporter json:{work}/out.json")
                                for _, base, looped in pairs for path in (base, looped)], runs, work)
        trace_times, trace_bytes = traced(masthead, work, runs)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    median = {name: value[0] for name, value in times.items()}
    step_us = (median["small_long_j1"] - median["small_j1"]) / (small * EXTRA_STEPS) * 1e6
    figures = {
        "scenarios_small": small, "scenarios_large": large,
        "startup_ms": median["startup"] * 1000,
        "small_j1_s": median["small_j1"], "small_j2_s": median["small_j2"], "large_j1_s": median["large_j1"],
        "small_per_s": small / median["small_j1"], "large_per_s": large / median["large_j1"],
        "step_us": step_us, "peak_mib": (memory or 0) / 1024,
        "jobs2_speedup": median["small_j1"] / median["small_j2"],
        "busted_s": median["busted_lua5.4"], "busted_luajit_s": median["busted_luajit"],
        "bare_lua_s": median["bare_lua"],
        "vs_busted": median["small_j1"] / median["busted_lua5.4"],
        "vs_busted_luajit": median["small_j1"] / median["busted_luajit"],
        "vs_bare_lua": median["small_j1"] / median["bare_lua"],
        "large_over_small": median["large_j1"] / median["small_j1"],
        "cores": os.cpu_count(),
    }
    print_table(figures, times)
    print()
    print(bench_steps.table(step_times, pairs, loops))
    print()
    print(trace_table(trace_times, trace_bytes))
    figures["traced"] = trace_figures(trace_times, trace_bytes)
    if not options.no_count:
        counts = bench_count.measure(options.masthead, 2 * bench_count.PER_FILE if options.quick else 4 * bench_count.PER_FILE)
        figures["instructions_per_scenario"] = {name: {"worker": value[1], "all": value[2]}
                                                for name, value in counts.items() if name in bench_count.NAMES}
        figures["busted_instructions_per_test"] = counts.get("busted", {})
        print()
        print(bench_count.table(counts))
    preview_python = os.path.join(os.path.dirname(__file__), "..", ".masthead", "tools", "bin", "python")
    if os.path.exists(preview_python):
        print()
        preview = [preview_python, os.path.join(os.path.dirname(__file__), "bench_preview.py"), "--masthead", masthead]
        subprocess.run(preview + (["--edits", "3"] if options.quick else []), check=True)
    else:
        print("\n(edit to paint in the preview: needs Playwright, make pypi-deps)")
    if options.json:
        with open(options.json, "w") as handle:
            json.dump(figures, handle, indent=2)


ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
LONG_SCENARIO = """scenario("three hundred steps", function()
  local h = greeting_header { profile = profile.sample, unread = 3, pinned = true }
  for i = 1, 100 do
    h:notify(i % 7)
    h:advance(0.05)
    h:scroll((i * 13) % 120)
  end
end)
"""


def traced(masthead, work, runs):
    """The project's suite and a 300-step scenario untraced, with --trace retain-on-failure (all
    pass: nothing to replay) and with --trace on; and the bytes of the pages --trace on writes."""
    os.makedirs(f"{work}/long", exist_ok=True)
    with open(f"{work}/long/long.lua", "w") as handle:
        handle.write(LONG_SCENARIO)
    suites = {"own": f"{ROOT}/Scenarios --plugins {ROOT}/Plugins", "long": f"{work}/long"}
    modes = {"off": "", "retain": "--trace retain-on-failure", "on": "--trace on"}
    commands = [(f"{suite}_{mode}", f"{masthead} run {path} {flag} --trace-dir {work}/traces_{suite}_{mode} "
                 f"--reporter json:{work}/out.json")
                for suite, path in suites.items() for mode, flag in modes.items()]
    times = hyperfine(commands, runs, work)
    sizes = {}
    for suite in suites:
        pages = [os.path.join(folder, name) for folder, _, names in os.walk(f"{work}/traces_{suite}_on")
                 for name in names if name.endswith(".html") and name != "index.html"]
        sizes[suite] = (len(pages), sum(os.path.getsize(page) for page in pages),
                        max((os.path.getsize(page) for page in pages), default=0))
    return times, sizes


def trace_figures(times, sizes):
    return {suite: {"off_s": times[f"{suite}_off"][0], "retain_ratio": times[f"{suite}_retain"][0] / times[f"{suite}_off"][0],
                    "on_ratio": times[f"{suite}_on"][0] / times[f"{suite}_off"][0], "pages": sizes[suite][0],
                    "page_bytes": sizes[suite][1], "largest_page_bytes": sizes[suite][2]} for suite in sizes}


def trace_table(times, sizes):
    lines = ["Traces (medians; goals: retain-on-failure at most 1.1x untraced with nothing failing, --trace on at most 2x)",
             f"{'suite':<28}{'untraced':>10}{'retain':>10}{'on':>10}{'pages':>8}{'MB':>8}{'largest MB':>12}"]
    for suite, f in trace_figures(times, sizes).items():
        name = "the project's suite" if suite == "own" else "one 300-step scenario"
        lines.append(f"{name:<28}{f['off_s']:>9.3f}s{f['retain_ratio']:>9.2f}x{f['on_ratio']:>9.2f}x"
                     f"{f['pages']:>8}{f['page_bytes'] / 1e6:>8.2f}{f['largest_page_bytes'] / 1e6:>12.2f}")
    return "\n".join(lines)


def print_table(f, times):
    def ms(name):
        m, s = times[name]
        return f"{m * 1000:.1f} ms ± {s * 1000:.1f}"

    small, large = f["scenarios_small"], f["scenarios_large"]
    rows = [
        ("start-up, `masthead run` on one scenario", ms("startup"), "goal < 30 ms", f["startup_ms"] < 30),
        (f"{small} scenarios, --jobs 1", ms("small_j1"), f"{f['small_per_s']:.0f} scenarios/s", None),
        (f"{large} scenarios, --jobs 1", ms("large_j1"), f"{f['large_per_s']:.0f} scenarios/s", None),
        (f"{large} ÷ {small} (linear would be {large // small})", f"{f['large_over_small']:.2f}×", f"goal ≤ {1.1 * large / small:.0f}×",
         f["large_over_small"] <= 1.1 * large / small),
        ("one step (scroll, re-layout, no read)", f"{f['step_us']:.1f} µs", "goal < 20 µs", f["step_us"] < 20),
        (f"peak memory, {large} scenarios", f"{f['peak_mib']:.1f} MiB", "goal < 64 MiB", f["peak_mib"] < 64),
        (f"{small} scenarios, --jobs 2", ms("small_j2"), f"{f['jobs2_speedup']:.2f}× faster than --jobs 1 (goal ≥ 1.7× on 2 cores; {f['cores']} cores here)",
         f["jobs2_speedup"] >= 1.7),
        (f"busted on lua5.4, {small} empty tests", ms("busted_lua5.4"),
         f"Masthead takes {f['vs_busted']:.2f}× busted's time (goal < 0.3×)", f["vs_busted"] < 0.3),
        (f"busted on luajit, {small} empty tests", ms("busted_luajit"),
         f"Masthead takes {f['vs_busted_luajit']:.2f}× busted's time", None),
        (f"bare lua5.4, {small} functions and comparisons", ms("bare_lua"), f"Masthead takes {f['vs_bare_lua']:.1f}× bare Lua's time", None),
    ]
    print("| measure | time | ratio / goal | met |")
    print("|---|---|---|---|")
    for name, value, ratio, met in rows:
        mark = "" if met is None else ("yes" if met else "**no**")
        print(f"| {name} | {value} | {ratio} | {mark} |")


if __name__ == "__main__":
    main()
