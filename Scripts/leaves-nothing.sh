#!/bin/sh
# Runs a command with TMPDIR set to a fresh, empty folder, for `make test`: fails (status 1) when
# the command leaves anything in it, naming what it left, so that a test or a masthead command
# that forgets to remove a scratch file shows at once instead of filling the machine's /tmp.
# Every scratch folder of the tests (Tests/TestSupport/ScratchDirectory.swift) and of masthead
# (the spool, the preview's builds) honours TMPDIR.
#
#   Scripts/leaves-nothing.sh FOLDER COMMAND [ARGUMENT ...]
#
# FOLDER is emptied first and removed at the end. The exit status is the
# command's when it fails.
set -u

if [ $# -lt 2 ]; then
    echo "usage: $0 FOLDER COMMAND [ARGUMENT ...]" >&2
    exit 2
fi
folder=$1
shift
rm -rf "$folder" && mkdir -p "$folder" || exit 2
TMPDIR=$folder "$@"
status=$?
[ "$status" -eq 0 ] || exit "$status"
# SwiftPM keeps its lock files in TMPDIR, and the Swift driver can leave its TemporaryDirectory.*
# folders and the swift-generated-sources folder of a build: the toolchain's, not ours.
left=$(ls -A "$folder" | grep -v -e '\.lock$' -e '^TemporaryDirectory\.' -e '^swift-generated-sources$')
if [ -n "$left" ]; then
    echo "════ left behind in TMPDIR ($folder): $(echo "$left" | head -n 10 | tr '\n' ' ')════"
    exit 1
fi
rm -rf "$folder"
