#!/usr/bin/env python3
"""`make soak`: the hostile corpus again and again, to show that a run always ends the same way.

Runs `masthead run Tests/Fixtures/hostile` ROUNDS times with `--jobs 2 --shuffle` (a new seed each
round) and checks, every round:
- the same summary: each scenario's id, whether it passed, and its failure message (the number of
  steps a scenario stopped by the watchdog had taken is left out: it depends on the machine's pace);
- no process left over: every worker the run started is gone when it ends (not even a zombie);
- the whole process tree's memory, sampled as it runs, within the caps: the parent's own plus
  `--jobs` workers at `--max-worker-memory` each (and the sampling's slack).

    python3 Scripts/soak.py [--masthead .build/release/masthead] [--rounds 20]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

JOBS = 2
WORKER_MIB = 64
LIMITS = ["--timeout", "2", "--max-instructions", "2000000", "--max-memory", "32",
          "--max-worker-memory", str(WORKER_MIB), "--jobs", str(JOBS)]
# What a stopped scenario's message says of its progress varies with the machine's pace.
PROGRESS = re.compile(r"; last step \(\d+\): .*$")


def children(pid):
    """Processes whose parent is `pid`, from /proc."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry))
    return found


def resident_kib(pid):
    try:
        with open(f"/proc/{pid}/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024
    except OSError:
        return 0


def one_round(masthead, seed, report):
    command = [masthead, "run", "Tests/Fixtures/hostile", "--shuffle", "--seed", str(seed),
               "--reporter", "json:" + report, "--reporter", "tap"] + LIMITS
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workers, peak_tree, peak_parent = set(), 0, 0
    while process.poll() is None:
        kids = children(process.pid)
        workers.update(kids)
        parent = resident_kib(process.pid)
        peak_parent = max(peak_parent, parent)
        peak_tree = max(peak_tree, parent + sum(resident_kib(kid) for kid in kids))
        time.sleep(0.02)
    left = [pid for pid in workers if os.path.exists(f"/proc/{pid}")]
    with open(report) as handle:
        scenarios = json.load(handle)["scenarios"]
    summary = sorted((s["id"], s["status"], PROGRESS.sub("", (s.get("failure") or {}).get("message", "")))
                     for s in scenarios)
    return process.returncode, summary, left, len(workers), peak_tree, peak_parent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--masthead", default=".build/release/masthead")
    parser.add_argument("--rounds", type=int, default=20)
    arguments = parser.parse_args()
    first, problems = None, []
    # The memory one worker may hold past its cap before the next check (10 ms at the pace a
    # runaway grows), plus what the sampling misses between its own looks.
    slack_kib = 64 * 1024
    with tempfile.TemporaryDirectory() as work:
        for round_number in range(1, arguments.rounds + 1):
            status, summary, left, started, peak_tree, peak_parent = one_round(
                arguments.masthead, round_number, os.path.join(work, "report.json"))
            bound = peak_parent + JOBS * WORKER_MIB * 1024 + slack_kib
            print(f"round {round_number}: exit {status}, {len(summary)} scenarios, {started} workers started, "
                  f"peak tree {peak_tree // 1024} MiB (bound {bound // 1024} MiB)")
            if first is None:
                first = (status, summary)
            elif (status, summary) != first:
                changed = sorted(set(summary) ^ set(first[1]))[:6]
                problems.append(f"round {round_number}: the summary differs from round 1 (exit {first[0]} then "
                                f"{status}; entries in one round only: {changed})")
            if left:
                problems.append(f"round {round_number}: workers left over: {left}")
            if peak_tree > bound:
                problems.append(f"round {round_number}: the process tree held {peak_tree // 1024} MiB")
    for problem in problems:
        print("soak: " + problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"soak: {arguments.rounds} rounds, the same summary every time, no process left over")


if __name__ == "__main__":
    main()
