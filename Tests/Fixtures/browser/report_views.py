# Opens an HTML report in Debian's Chromium through Playwright, as a person clicking a link would,
# and prints what shows (one fact a line, tab-separated):
#
#   report_views.py REPORT FRAGMENT ...      ("" for the page as it opens)
#
#   view  FRAGMENT  visible=ID|ID…  lit=HREF|…  target-in-view=yes|no|-
#   glyph CHARACTER drawn=yes|no    (drawn in the report's monospaced text, unlike a character no
#                                    font has, which shows as a missing-glyph box)
#
#   report_views.py compare REPORT
#
# checks the first failed snapshot's comparison at 1280x720 and 390x844 (snapshot_compare.py),
# one line per check, ending with "N passed, 0 failed".
import os
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def compare(report):
    import gallery
    from snapshot_compare import compare_checks
    with sync_playwright() as playwright:
        chromium = gallery.browser(playwright)
        for width, height in ((1280, 720), (390, 844)):
            page = chromium.new_page(viewport={"width": width, "height": height})
            page.goto("file://" + os.path.abspath(report))
            compare_checks(page, "report at %d px" % width)
            page.close()
        chromium.close()
    print("%d passed, 0 failed" % gallery.passed)
    sys.exit(0)


if sys.argv[1] == "compare":
    compare(sys.argv[2])
report, fragments = sys.argv[1], sys.argv[2:]
url = "file://" + report

VISIBLE = "els => els.filter(e => e.offsetParent !== null).map(e => e.id)"
LIT = "els => els.filter(e => getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)').map(e => e.getAttribute('href'))"
IN_VIEW = """id => { const e = document.getElementById(id); if (!e) return '-';
  const r = e.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight && r.height > 0 ? 'yes' : 'no'; }"""


def glyph(page, character):
    """A screenshot of CHARACTER in the report's <pre> font against one of U+E000 (no font has it)."""
    shots = []
    for text in (character, "\ue000"):
        page.evaluate("""text => { const pre = document.createElement('pre'); pre.id = 'probe';
          pre.style.display = 'inline-block'; pre.textContent = text; document.body.prepend(pre); }""", text)
        shots.append(page.locator("#probe").screenshot())
        page.evaluate("() => document.getElementById('probe').remove()")
    return shots[0] != shots[1]


with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
    for fragment in fragments:
        page = browser.new_page(viewport={"width": 1000, "height": 800})
        page.goto(url + fragment)
        visible = page.eval_on_selector_all("details.scenario", VISIBLE)
        lit = page.eval_on_selector_all("nav a", LIT)
        from urllib.parse import unquote
        target = page.evaluate(IN_VIEW, unquote(fragment[1:])) if fragment.startswith("#") and fragment[1:] not in ("all", "failed", "passed") else "-"
        print("view", fragment, "visible=" + "|".join(visible), "lit=" + "|".join(lit), "target-in-view=" + target, sep="\t")
        page.close()
    page = browser.new_page()
    page.goto(url)
    for character in ("⍾", "⌕", "✓"):
        print("glyph", character, "drawn=" + ("yes" if glyph(page, character) else "no"), sep="\t")
    browser.close()
