"""The gallery's "Try it" panel in a real browser, served live by `masthead preview`.

    python3 try_panel.py MASTHEAD FOLDER [SCREENSHOT.png]

FOLDER holds Plugins/themes/ and Scenarios/. Checks that "Try it" on a state opens the panel on
exactly that state, that every control redraws the header and lands in the address, that a
shared link opens the same header, that "Copy as scenario" copies a scenario `masthead run`
passes, that a bad input shows its message, that a theme's save redraws the panel, and that the
panel is labelled (axe-core) and fits at 1280x720 and 390 px. Prints one line per check and ends
with "N passed, 0 failed" (exit 0), or names the first check that failed (exit 1). Run by
PreviewTryBrowserTests.
"""

import base64
import os
import subprocess
import sys
import urllib.parse

from playwright.sync_api import sync_playwright

import gallery
from gallery import axe_violations, browser, check, serving, watch

PANEL = '[data-testid="try"]'


def drawn(page):
    return page.get_attribute(PANEL, "data-drawn") or ""


def wait_drawn(page, *parts):
    """Waits until the panel shows an answer to a query holding every `name=value` in parts."""
    try:
        page.wait_for_function(
            "parts => { const q = document.querySelector('[data-testid=\"try\"]').getAttribute('data-drawn');"
            " return q !== null && parts.every(p => q.split('&').includes(p)); }",
            arg=list(parts), timeout=15000)
    except Exception:
        check(False, "the panel draws %s (it shows %r, at %s)" % (parts, drawn(page), page.url))


def panel_svg(page):
    source = page.get_attribute('[data-testid="try-picture"] img', "src")
    return urllib.parse.unquote(source.split(",", 1)[1])


def fits(page, selector):
    return page.eval_on_selector(selector, "e => e.scrollWidth <= e.clientWidth + 1")


def test(masthead, folder, screenshot):
    theme = os.path.join(folder, "Plugins", "themes", "plain.lua")
    good = 'return theme {\n  name = "plain",\n  colors = { accent = "%s" },\n}\n'

    def write_theme(accent):
        with open(theme + ".tmp", "w") as out:
            out.write(good % accent)
        os.replace(theme + ".tmp", theme)

    write_theme("#1F6FEB")
    with serving(masthead, folder) as (server, port):
        origin = "http://127.0.0.1:%s" % port
        with sync_playwright() as playwright:
            chromium = browser(playwright)
            context = chromium.new_context(viewport={"width": 1280, "height": 720})
            context.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin)
            page = context.new_page()
            seen = watch(page)
            page.goto(origin + "/")
            state = '[data-testid="theme"][data-theme="plain"] [data-state="greeting-status"]'
            page.wait_for_selector(state, timeout=20000)
            check(page.is_hidden(PANEL), "the panel waits to be asked for")

            page.click(state + ' [data-testid="try-state"]')
            wait_drawn(page, "component=greeting", "status=Out%20of%20office%20until%20Monday", "theme=plain")
            check(page.is_visible(PANEL), "Try it opens the panel on that state")
            check(page.input_value("#try-greeting-status") == "Out of office until Monday", "its status in the control")
            check(page.is_checked("#try-greeting-pinned"), "pinned, as the gallery draws it")
            check("Out of office until Monday" in panel_svg(page), "and the header drawn with it")
            focused = page.evaluate("document.activeElement.id")
            check(focused == "try-heading", "focus moves to the panel (%s)" % focused)

            page.fill("#try-greeting-name", "Ana María Löwe")
            page.fill("#try-greeting-unread", "7")
            page.select_option("#try-greeting-appearance", "dark")
            page.focus("#try-greeting-collapse")
            page.keyboard.press("ArrowRight")
            page.keyboard.press("ArrowRight")
            wait_drawn(page, "name=Ana%20Mar%C3%ADa%20L%C3%B6we", "unread=7", "appearance=dark", "collapse=0.1")
            svg = panel_svg(page)
            check('data-appearance="dark"' in svg and ">7<" in svg, "each control redraws the header")
            check("#try=greeting&" in page.url and "unread=7" in page.url, "the inputs are in the address")

            shared = context.new_page()
            shared.goto(page.url + "&view=one&entry=plain%2Fgreeting-status")
            wait_drawn(shared, "unread=7", "collapse=0.1", "appearance=dark")
            check(drawn(shared) == drawn(page), "a shared link opens the same header")
            shared.fill("#try-greeting-unread", "9")
            wait_drawn(shared, "unread=9")
            check(shared.url.endswith("&view=one&entry=plain%2Fgreeting-status") and "unread=9" in shared.url,
                  "the panel keeps the navigation's part of the address: " + shared.url)
            shared.close()

            page.click('[data-testid="copy-scenario"]')
            page.wait_for_function("() => document.querySelector('.try-copied').textContent !== ''")
            copied = page.evaluate("navigator.clipboard.readText()")
            check(copied == page.text_content('[data-testid="try-scenario"]') and "scenario(" in copied,
                  "Copy as scenario copies the scenario shown")
            check('expect(h:voiceover()):to_equal({' in copied and "expect(h:text()):to_be(" in copied,
                  "with its text and VoiceOver expectations")
            with open(os.path.join(folder, "Scenarios", "copied.lua"), "w") as out:
                out.write(copied)
            ran = subprocess.run([masthead, "run", "Scenarios/copied.lua"], cwd=folder, capture_output=True, text=True)
            check(ran.returncode == 0 and "1 passed" in ran.stdout, "and masthead run passes it: %s%s" % (ran.stdout, ran.stderr))

            write_theme("#D1242F")
            page.wait_for_function(
                "() => { const i = document.querySelector('[data-testid=\"try-picture\"] img');"
                " return i && decodeURIComponent(i.src).includes('#D1242F'); }", timeout=15000)
            check(True, "a theme's save redraws the panel")

            page.fill("#try-greeting-unread", "-1")
            page.wait_for_function("() => document.querySelector('[data-testid=\"try-problem\"]').textContent !== ''")
            problem = page.text_content('[data-testid="try-problem"]')
            check("unread takes a whole number from 0" in problem, "a bad input says why: " + problem)
            page.fill("#try-greeting-unread", "2")
            wait_drawn(page, "unread=2")
            check(page.text_content('[data-testid="try-problem"]') == "", "and the message goes once it is fixed")

            page.select_option('[data-testid="try-component"]', "scope")
            page.fill("#try-scope-chips", "Alpha, Beta, Long reads")
            page.fill("#try-scope-selected", "beta")
            page.check("#try-scope-is_stuck")
            wait_drawn(page, "component=scope", "selected=beta", "is_stuck=true")
            check("Long reads" in panel_svg(page), "the scope header's controls redraw it too")
            check(page.is_hidden('fieldset[data-component="greeting"]'), "showing only that header's controls")

            labelled = page.evaluate(
                "() => Array.from(document.querySelectorAll('[data-testid=\"try-control\"]'))"
                ".every(c => c.labels && c.labels.length === 1 && c.labels[0].textContent.trim() !== '')")
            check(labelled, "every control has its label")
            problems = axe_violations(page)
            check(problems == [], "axe-core: no serious or critical violation with the panel open: %s" % problems)
            check(fits(page, "html") and fits(page, PANEL), "no horizontal scroll at 1280 px")
            if screenshot:
                picture = context.new_page()
                picture.goto(origin + "/#try=greeting&name=Ana%20Mar%C3%ADa%20L%C3%B6we&unread=12&pinned=true"
                             "&collapse=0.3&theme=plain")
                wait_drawn(picture, "unread=12")
                picture.eval_on_selector(PANEL, "e => e.scrollIntoView()")
                picture.screenshot(path=screenshot)
                picture.close()

            narrow = context.new_page()
            narrow.set_viewport_size({"width": 390, "height": 844})
            narrow.goto(page.url)
            wait_drawn(narrow, "component=scope")
            check(fits(narrow, PANEL), "the panel fits 390 px")
            width = narrow.eval_on_selector('[data-testid="try-picture"] img', "i => i.getBoundingClientRect().right")
            check(width <= 390, "its picture too (%d)" % width)
            narrow.close()

            check(seen["problems"] == [], "no console error or warning: %s" % seen["problems"])
            chromium.close()


if __name__ == "__main__":
    test(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
    print("%d passed, 0 failed" % gallery.passed)
