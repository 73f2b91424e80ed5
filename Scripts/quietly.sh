#!/bin/sh
# Runs a command with its output kept aside, for `make test`: on success prints only the command's
# last line, as it wrote it (its totals: "327 passed, 0 failed (0.6 s)", Swift Testing's "✔ Test
# run with … passed", which tools that read test logs look for); on failure prints everything it
# said except the lines of what passed ("  ✓ …" in masthead's pretty report, "✔ …" in Swift
# Testing's) and any warning it repeats (a build says each once per file that includes it), so a
# failure shows in full, then, last, where the terminal ends, which stage failed and the lines
# that say what failed (errors, "✘" and "✗" lines, FILE:LINE: messages), so that a long log never
# buries them.
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
    grep -v -e '^  ✓ ' -e '^✔ ' "$log" | awk '!/warning:/ || !seen[$0]++'
    failures=$(grep -E -e 'error:' -e '^ *✘ ' -e '^ *✗ ' -e '^ *[^ ]+:[0-9]+: ' "$log" | grep -v 'warning:' |
        awk '!seen[$0]++')
    echo "════ $label: failed (exit status $status) ════"
    if [ -n "$failures" ]; then
        echo "$failures" | head -n 40
        count=$(echo "$failures" | wc -l)
        [ "$count" -gt 40 ] && echo "… and $((count - 40)) more lines like these above"
        echo "════ $label: failed (exit status $status) ════"
    fi
fi
exit "$status"
