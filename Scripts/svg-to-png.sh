#!/bin/sh
# Renders an SVG picture to a PNG with headless Chromium, to look at what SVGRenderer draws.
#
#   Scripts/svg-to-png.sh IN.svg OUT.png [SCALE]
#
# The window is the SVG's own width × height (from its width/height attributes), SCALE (default 1)
# is the device scale factor: 2 gives a PNG twice as large, as a Retina screen would show it.
# Chromium's harmless complaints about D-Bus (no session bus in containers) are dropped; any other
# ERROR or FATAL line it prints fails the script, and so does a missing PNG.
set -eu

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
    echo "usage: $0 IN.svg OUT.png [SCALE]" >&2
    exit 2
fi
in=$1
out=$2
scale=${3:-1}
chromium=${CHROMIUM:-chromium}

[ -f "$in" ] || { echo "$0: no such file: $in" >&2; exit 2; }

# The first <svg ...> tag's width and height, rounded up to whole pixels.
tag=$(tr '\n' ' ' < "$in" | grep -o '<svg [^>]*>' | head -n 1 || true)
width=$(printf '%s' "$tag" | sed -n 's/.* width="\([0-9.]*\)".*/\1/p')
height=$(printf '%s' "$tag" | sed -n 's/.* height="\([0-9.]*\)".*/\1/p')
[ -n "$width" ] && [ -n "$height" ] || { echo "$0: $in has no numeric width and height on <svg>" >&2; exit 2; }
width=$(awk -v v="$width" 'BEGIN { printf "%d", (v == int(v)) ? v : int(v) + 1 }')
height=$(awk -v v="$height" 'BEGIN { printf "%d", (v == int(v)) ? v : int(v) + 1 }')

work=$(mktemp -d "${TMPDIR:-/tmp}/svg-to-png.XXXXXX")
trap 'rm -rf "$work"' EXIT
{
    printf '<!doctype html><html><head><meta charset="utf-8"><style>'
    printf 'html,body{margin:0;padding:0;overflow:hidden;background:transparent}svg{display:block}'
    printf '</style></head><body>'
    cat "$in"
    printf '</body></html>\n'
} > "$work/page.html"

rm -f "$out"
status=0
"$chromium" --headless --disable-gpu --no-sandbox --hide-scrollbars --default-background-color=00000000 \
    --force-device-scale-factor="$scale" --window-size="$width,$height" --screenshot="$out" \
    "file://$work/page.html" > "$work/log" 2>&1 || status=$?

errors=$(grep -E 'ERROR|FATAL' "$work/log" | grep -v -E 'dbus|D-Bus|bus\.cc' || true)
if [ -n "$errors" ]; then
    echo "$0: chromium reported errors:" >&2
    printf '%s\n' "$errors" >&2
    exit 1
fi
if [ "$status" -ne 0 ] || [ ! -s "$out" ]; then
    echo "$0: chromium did not write $out (exit status $status)" >&2
    cat "$work/log" >&2
    exit 1
fi
