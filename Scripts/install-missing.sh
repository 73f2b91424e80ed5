#!/bin/sh
# Installs the Debian packages named that are not installed yet, and nothing else: a package that
# is installed is left at its version (apt-get --no-upgrade), recommends are not pulled in, and an
# install that would upgrade a package already there (a new package that needs a newer libxml2,
# say) is refused, naming what it would upgrade, so that `make test` never changes a machine's
# packages behind its owner's back. A machine whose owner allows it (MASTHEAD_APT_UPGRADES=yes,
# as .ci/run sets on its throwaway machine) gets those upgrades, named. Quiet: one line saying what
# it installs; apt's and dpkg's output only when they fail.
#
#   Scripts/install-missing.sh PACKAGE ...
#
# Exit status: 0 when every package is installed (now or before), 1 when apt-get failed, 2 when
# the install would upgrade a package and upgrades are not allowed.
set -u

missing=""
for package in "$@"; do
    # "ii " is installed; a package removed with its configuration kept reads "rc ".
    status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$package" 2>/dev/null)
    [ "$status" = "ii " ] || missing="$missing $package"
done
[ -n "$missing" ] || exit 0

echo "installing the missing Debian packages:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
log=$(mktemp "${TMPDIR:-/tmp}/install-missing.XXXXXX") || exit 1
trap 'rm -f "$log"' EXIT INT TERM
options="--no-upgrade --no-install-recommends"

# Runs apt-get with its output kept aside, printed only when it fails.
quiet_apt() {
    if ! "$@" >"$log" 2>&1; then
        cat "$log"
        echo "install-missing: $* failed" >&2
        exit 1
    fi
}

quiet_apt $sudo apt-get update -qq
# A simulated install lists an upgrade as "Inst NAME [INSTALLED VERSION] (NEW VERSION …)".
# shellcheck disable=SC2086 # the package names are words
quiet_apt apt-get install -s $options $missing
upgrades=$(sed -n 's/^Inst \([^ ]*\) \[\([^]]*\)\].*/\1 \2/p' "$log" | tr '\n' ',' | sed 's/,$//; s/,/, /g')
if [ -n "$upgrades" ] && [ "${MASTHEAD_APT_UPGRADES:-}" = yes ]; then
    echo "install-missing: MASTHEAD_APT_UPGRADES=yes, so this also upgrades $upgrades"
elif [ -n "$upgrades" ]; then
    echo "install-missing: installing$missing would upgrade $upgrades; install them yourself if that is fine:" >&2
    echo "  sudo apt-get install$missing" >&2
    echo "  (or let make do it: MASTHEAD_APT_UPGRADES=yes make ...)" >&2
    exit 2
fi
# shellcheck disable=SC2086
quiet_apt $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $options $missing
