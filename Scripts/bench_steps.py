"""The cost of each kind of step, for `make bench`'s second table.

Each operation runs COUNT times in a loop inside one scenario; the same scenario with an empty
loop is the baseline. (cost with the loop − baseline) ÷ COUNT is the cost of one operation: start-up,
loading and the header's first layout cancel out.
"""
import os

GREETING = 'local h = greeting_header { profile = profile.sample, unread = 3, pinned = true }'
SCOPE = ('local s = scope_header { title = "Reading", scopes = scope_header.sample_scopes, '
         'chips = scope_header.sample_chips }')

# name: (what it measures, set-up before the loop, the loop's body)
OPERATIONS = {
    "greeting_header { … }": ("build a greeting header", "", GREETING),
    "h:scroll(y)": ("greeting: scroll, re-layout", GREETING, "h:scroll(i % 90)"),
    "h:notify(1)": ("greeting: badge count animates", GREETING, "h:notify(1)"),
    "h:advance(0.1)": ("greeting: clock moves, motion steps", GREETING, "h:advance(0.1)"),
    "h:tap(\"bell\")": ("greeting: tap a control", GREETING, 'h:tap("bell")'),
    "h:element(id)": ("read one element", GREETING, 'local v = h:element("bell").visible'),
    "h:text()": ("the text picture", GREETING, "local t = h:text()"),
    "expect(…):to_be(…)": ("one assertion", "", "expect(i):to_be(i)"),
    "scope_header { … }": ("build a scope header", "", SCOPE),
    "s:tap(chip)": ("scope: toggle a chip (animated)", SCOPE, 's:tap("chip.unread")'),
    "s:tap(scope)": ("scope: select a tab (animated)", SCOPE,
                     's:tap(i % 2 == 0 and "scope.following" or "scope.for-you")'),
    "s:scroll(y)": ("scope: feed scroll", SCOPE, "s:scroll((i * 11) % 300)"),
}


def write(work, count):
    """Writes one file per operation with the loop and one with it empty; returns their pairs."""
    os.makedirs(work, exist_ok=True)
    pairs = []
    for index, (name, (_, setup, body)) in enumerate(OPERATIONS.items()):
        paths = []
        for loops in (0, count):
            path = os.path.join(work, f"op{index:02d}_{loops}.lua")
            with open(path, "w") as out:
                out.write(f'scenario("op", function()\n  {setup}\n  for i = 1, {loops} do {body} end\nend)\n')
            paths.append(path)
        pairs.append((name, paths[0], paths[1]))
    return pairs


def table(times, pairs, count):
    """Markdown rows: operation, what it is, µs each."""
    rows = ["| step | what | cost |", "|---|---|---|"]
    for name, base, looped in pairs:
        micros = (times[looped][0] - times[base][0]) / count * 1e6
        rows.append(f"| `{name}` | {OPERATIONS[name][0]} | {micros:.1f} µs |")
    return "\n".join(rows)
