"""The gallery's navigation (issue 26.3) in a real browser: Playwright driving Debian's Chromium.

    python3 gallery_nav.py INDEX_HTML THEME,THEME,... STATE_COUNT

Checks the sidebar of themes and states, its search, the one-state and grid views, the address
that keeps them (with the "Try it" panel's inputs), the anchors, headings clear of the sticky bar,
the keyboard, and axe-core at 1280x720 and 390 px, where the sidebar folds behind its button and
nothing scrolls sideways. Prints one line per check and ends with "N passed, 0 failed" (exit 0),
or names the first check that failed (exit 1). Run by GalleryNavScriptTests.
"""

import os
import sys

from playwright.sync_api import sync_playwright

import gallery
from gallery import axe_violations, browser, check, watch

ENTRY = '[data-testid="sidebar-entry"]'
SEARCH = '[data-testid="sidebar-search"]'


def visible_entries(page):
    return page.evaluate("s => Array.from(document.querySelectorAll(s)).filter(e => e.getClientRects().length)"
                         ".map(e => e.getAttribute('data-entry'))", ENTRY)


def visible_states(page):
    return page.evaluate("() => Array.from(document.querySelectorAll('main [data-testid=\"state\"]'))"
                         ".filter(e => e.getClientRects().length).map(e => e.id)")


def clear_of_bar(page, selector):
    """The top of `selector` against the bottom of the bar, when the bar is sticky (else 0)."""
    return page.evaluate("""s => {
      const bar = document.querySelector('.bar'), box = document.querySelector(s).getBoundingClientRect();
      const under = getComputedStyle(bar).position === 'sticky' ? bar.getBoundingClientRect().bottom : 0;
      return [box.top, under]; }""", selector)


def test(index, themes, states):
    url = "file://" + os.path.abspath(index)
    with sync_playwright() as playwright:
        chromium = browser(playwright)
        page = chromium.new_page(viewport={"width": 1280, "height": 720})
        seen = watch(page)
        page.goto(url)
        total = len(themes) * states
        check(page.is_visible('[data-testid="sidebar"]'), "the sidebar is open at 1280 px")
        check(page.get_attribute('[data-testid="sidebar-toggle"]', "aria-expanded") == "true", "its button says so")
        check(len(visible_entries(page)) == total, "every theme × state is an entry (%d)" % total)
        check(page.text_content('[data-testid="sidebar-count"]') == "%d states" % total, "the count says how many")
        check(len(visible_states(page)) == total, "the grid shows every state at first")

        page.click(SEARCH)
        page.keyboard.type("mid")
        shown = visible_entries(page)
        check(len(shown) == states and all(e.startswith("midnight/") for e in shown),
              "typing 'mid' leaves midnight's %d states (%d)" % (states, len(shown)))
        page.keyboard.type("night comp")
        check(visible_entries(page) == ["midnight/greeting-compact"], "'midnight comp' leaves one: %s" % visible_entries(page))
        check(page.text_content('[data-testid="sidebar-count"]') == "1 of %d states match" % total, "and says so")
        check(page.locator('[data-testid="sidebar-theme"][data-theme="default"]').is_hidden(), "a theme with no match folds")
        check("search=midnight%20comp" in page.url, "the search is in the address: " + page.url)

        page.keyboard.press("ArrowDown")
        focused = page.evaluate("document.activeElement.getAttribute('data-entry')")
        check(focused == "midnight/greeting-compact", "Down from the search box reaches the entry (%s)" % focused)
        page.keyboard.press("Enter")
        check(page.get_attribute(ENTRY + '[data-entry="midnight/greeting-compact"]', "aria-current") == "true",
              "Enter chooses it")
        block = "#theme-midnight--greeting-compact"
        top, under = clear_of_bar(page, block + " h3")
        check(top >= under - 1, "in the grid its heading comes to rest under the sticky bar (%d >= %d)" % (top, under))

        page.check('[data-testid="view-mode"][value="one"]')
        check(visible_states(page) == ["theme-midnight--greeting-compact"], "one state: only the chosen one is shown")
        pictures = page.locator(block + ' [data-testid="picture"]').count()
        check(pictures > 0 and page.is_visible(block + ' [data-testid="picture"]'), "with its pictures (%d)" % pictures)
        top, under = clear_of_bar(page, '[data-theme="midnight"] h2')
        check(top >= under - 1, "its theme's heading is not under the sticky bar (%d >= %d)" % (top, under))
        check("view=one" in page.url and "entry=midnight%2Fgreeting-compact" in page.url, "the view and entry in the address")

        page.fill(SEARCH, "")
        page.click(ENTRY + '[data-entry="default/scope-stuck"]')
        check(visible_states(page) == ["theme-default--scope-stuck"], "choosing another entry shows it alone")
        shared = chromium.new_page(viewport={"width": 1280, "height": 720})
        shared.goto(page.url)
        check(visible_states(shared) == ["theme-default--scope-stuck"], "a shared link opens the same state")
        check(shared.is_checked('[data-testid="view-mode"][value="one"]'), "in the same view")
        shared.close()

        page.click('nav.themes a[href="#theme-midnight"]')
        check(visible_states(page) == ["theme-midnight--scope-stuck"], "the bar's theme link picks that theme's state")
        page.check('[data-testid="view-mode"][value="grid"]')
        check(len(visible_states(page)) == total, "the grid shows them all again")
        check("view=" not in page.url, "and the address drops the view")

        page.goto(url + "#theme-ledger")
        top, under = clear_of_bar(page, '[data-theme="ledger"] h2')
        check(abs(top - under) <= 2 or top >= under, "an old #theme- link still lands its heading under the bar")
        page.goto(url + "#try=greeting&unread=7&view=one&entry=poster%2Fgreeting-loading&search=poster")
        check(page.is_visible('[data-testid="try"]') and page.input_value("#try-greeting-unread") == "7",
              "a link with both opens the Try it panel on its inputs")
        check(visible_states(page) == ["theme-poster--greeting-loading"], "and the state chosen")
        check(page.input_value(SEARCH) == "poster" and len(visible_entries(page)) == states, "and the search")
        page.check('[data-testid="view-mode"][value="grid"]')
        check(page.url.split("#", 1)[1] == "try=greeting&unread=7&entry=poster%2Fgreeting-loading&search=poster",
              "the navigation keeps the panel's part of the address, first: " + page.url)

        problems = axe_violations(page)
        check(problems == [], "axe-core: no serious or critical violation at 1280 px: %s" % problems)
        page.goto(url)
        stops = []
        for _ in range(12):
            page.keyboard.press("Tab")
            stops.append(page.evaluate("document.activeElement.getAttribute('data-testid') || document.activeElement.tagName"))
        for hook in ("sidebar-toggle", "view-mode"):
            check(hook in stops, "Tab reaches %s: %s" % (hook, stops))
        page.focus(SEARCH)
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowDown")
        check(page.evaluate("document.activeElement.getAttribute('data-entry')") == visible_entries(page)[1],
              "Down moves along the entries")

        narrow = chromium.new_page(viewport={"width": 390, "height": 844})
        narrow_seen = watch(narrow)
        narrow.goto(url + "#view=one&entry=high-contrast%2Fgreeting-status")
        check(narrow.is_hidden('[data-testid="sidebar"]'), "at 390 px the sidebar is folded away")
        toggle = '[data-testid="sidebar-toggle"]'
        check(narrow.get_attribute(toggle, "aria-expanded") == "false" and narrow.is_visible(toggle),
              "behind its labelled button")
        check(visible_states(narrow) == ["theme-high-contrast--greeting-status"], "the link's state shown")
        width = narrow.evaluate("document.documentElement.scrollWidth")
        check(width <= 390, "no horizontal scroll at 390 px (%d)" % width)
        narrow.click(toggle)
        check(narrow.is_visible('[data-testid="sidebar"]') and narrow.evaluate("document.activeElement.id") == "sidebar-search",
              "the button unfolds it, to its search box")
        width = narrow.evaluate("document.documentElement.scrollWidth")
        check(width <= 390, "unfolded, still no horizontal scroll (%d)" % width)
        problems = axe_violations(narrow)
        check(problems == [], "axe-core: none at 390 px with the sidebar open: %s" % problems)
        narrow.click(ENTRY + '[data-entry="ledger/scope-many-chips"]')
        check(narrow.is_hidden('[data-testid="sidebar"]'), "choosing an entry folds it again")
        check(visible_states(narrow) == ["theme-ledger--scope-many-chips"], "and shows the entry")
        top = narrow.evaluate("document.querySelector('[data-theme=\"ledger\"] h2').getBoundingClientRect().top")
        check(0 <= top < 844, "its heading in view (%d)" % top)
        right = narrow.evaluate("Math.max(...Array.from(document.querySelectorAll('.frame'))"
                                ".filter(e => e.getClientRects().length).map(e => e.getBoundingClientRect().right))")
        check(right <= 390, "its pictures whole (%d)" % right)
        problems = axe_violations(narrow)
        check(problems == [], "axe-core: none at 390 px in one-state view: %s" % problems)

        check(seen["problems"] == [] and narrow_seen["problems"] == [],
              "no console error or warning: %s" % (seen["problems"] + narrow_seen["problems"]))
        chromium.close()


if __name__ == "__main__":
    test(sys.argv[1], sys.argv[2].split(","), int(sys.argv[3]))
    print("%d passed, 0 failed" % gallery.passed)
