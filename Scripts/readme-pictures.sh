#!/bin/sh
# Draws the pictures the README shows (docs/images/*.svg) with `masthead render`, so they always
# show what the current code draws. Run after a change to a header's look:
#
#   Scripts/readme-pictures.sh [path/to/masthead]
set -eu
masthead=${1:-.build/release/masthead}
out=docs/images
mkdir -p "$out"

greeting() { name=$1; shift; "$masthead" render greeting --set pinned=true --format svg --out "$out/$name.svg" "$@"; }
scope() { name=$1; shift; "$masthead" render scope --format svg --out "$out/$name.svg" "$@"; }

greeting greeting-expanded
greeting greeting-half --set collapse=0.5
greeting greeting-compact --set collapse=1 --set unread=120
greeting greeting-loading --set profile=none
greeting greeting-dark --set appearance=dark --set unread=8
scope scope-default
scope scope-stuck --set is_stuck=true --set selected=unread,saved
scope scope-loading --set chips=loading
many='lua:(function() local t = {} for i, name in ipairs({ "Unread", "Saved", "Long reads", "Audio", "Today", "Science", "Design", "Travel", "Food", "Sport" }) do t[i] = chip { id = "c" .. i, title = name } end return t end)()'
scope scope-many-chips --set "chips=$many" --set selected=c2,c5 --set text_size=xxL
echo "wrote $(ls "$out" | wc -l) pictures to $out"
