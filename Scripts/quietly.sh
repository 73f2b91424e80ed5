#!/bin/sh
# Runs a command with its output kept aside, for `make test`: on success prints only the command's
# last line, as it wrote it (its totals: "317 passed, 0 failed (0.6 s)", Swift Testing's "✔ Test
# run with … passed", which tools that read test logs look for); on failure prints everything it
# said except the lines of what passed ("  ✓ …" in masthead's pretty report, "✔ …" in Swift
# Testing's), so a failure shows in full, then which stage failed.
#
#   Scripts/quietly.sh LABEL COMMAND [ARGUMENT ...]
#
# LABEL names the stage in the failure line ("scenarios: failed (exit status 1)"). The exit status
# is the command's.
set -u

if [ $# -lt 2 ]; then
    echo "usage: $0 LABEL COMMAND [ARGUMENT ...]" >&2
    exit 2
fi
label=$1
shift
log=$(mktemp "${TMPDIR:-/tmp}/quietly.XXXXXX") || exit 2
trap 'rm -f "$log"' EXIT INT TERM

"$@" >"$log" 2>&1
status=$?
if [ "$status" -eq 0 ]; then
    last=$(grep -v '^[[:space:]]*$' "$log" | tail -n 1)
    echo "${last:-$label: done}"
else
    grep -v -e '^  ✓ ' -e '^✔ ' "$log"
    echo "$label: failed (exit status $status)"
fi
exit "$status"
