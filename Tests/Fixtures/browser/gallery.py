"""The gallery and the preview in a real browser: Playwright for Python driving Debian's Chromium.

    python3 gallery.py page INDEX_HTML THEME,THEME,... STATE,STATE,... SIZES [SCREENSHOT.png]
    python3 gallery.py failing INDEX_HTML              (a gallery of a theme below AA)
    python3 gallery.py preview MASTHEAD FOLDER [SCREENSHOT.png]

Each prints one line per check and ends with "N passed, 0 failed" (exit 0), or names the first
check that failed (exit 1). Run by the Swift tests (GalleryPageBrowserTests,
PreviewSessionBrowserTests) when Chromium and Playwright are installed.
"""

import contextlib
import os
import re
import signal
import subprocess
import sys
import time
import urllib.parse
import urllib.request

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
passed = 0


def check(condition, what):
    global passed
    if not condition:
        print("FAIL: " + what)
        print("%d passed, 1 failed" % passed)
        sys.exit(1)
    passed += 1
    print("ok: " + what)


def browser(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])


def watch(page):
    """Console errors, uncaught exceptions and every request the page makes."""
    seen = {"problems": [], "requests": []}
    page.on("console", lambda m: seen["problems"].append(m.type + ": " + m.text) if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: seen["problems"].append("exception: " + str(e)))
    page.on("request", lambda r: seen["requests"].append(r.url))
    return seen


def shown(page, selector):
    return page.eval_on_selector(selector, "e => getComputedStyle(e).display") != "none"


def picture_svg(page, selector):
    source = page.get_attribute(selector + " img", "src")
    return urllib.parse.unquote(source.split(",", 1)[1])


def axe_violations(page):
    """The serious and critical violations axe-core (PyPI's axe-playwright-python ships it) finds
    in the page's own markup, as "impact id: where" lines."""
    import axe_playwright_python
    with open(os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")) as source:
        page.evaluate(source.read())
    found = page.evaluate("axe.run(document, {resultTypes: ['violations']})")["violations"]
    return ["%s %s: %s" % (v["impact"], v["id"], [n["target"] for n in v["nodes"][:3]])
            for v in found if v["impact"] in ("serious", "critical")]


def test_page(index, themes, states, sizes, screenshot):
    with sync_playwright() as playwright:
        chromium = browser(playwright)
        page = chromium.new_page(viewport={"width": 1400, "height": 1000})
        seen = watch(page)
        url = "file://" + os.path.abspath(index)
        page.goto(url)
        for theme in themes:
            section = '[data-testid="theme"][data-theme="%s"]' % theme
            check(page.locator(section).count() == 1, "theme %s has its section" % theme)
            for state in states:
                pictures = page.locator('%s [data-testid="state"][data-state="%s"] [data-testid="picture"]' % (section, state))
                check(pictures.count() == 2 * sizes, "%s › %s: light and dark at %d sizes" % (theme, state, sizes))
        check(page.locator('[data-testid="theme"]').count() == len(themes), "no other theme")
        # The pictures come packed (issue 26.7): each frame back in place, every picture decoded.
        check(page.evaluate("document.querySelectorAll('[data-packed], #masthead-pack').length") == 0,
              "every packed frame unpacked")
        drawn = page.evaluate("Promise.all(Array.from(document.querySelectorAll('.frame img')).map(i => i.decode()"
                              ".then(() => i.naturalWidth > 0, () => false))).then(all => [all.length, all.every(x => x)])")
        check(drawn[0] == len(themes) * len(states) * 2 * sizes and drawn[1],
              "every picture in its frame, decoded: %s" % drawn)
        problems = axe_violations(page)
        check(problems == [], "axe-core: no serious or critical violation at 1400 px: %s" % problems)
        narrow = chromium.new_page(viewport={"width": 390, "height": 844})
        narrow.goto(url)
        problems = axe_violations(narrow)
        check(problems == [], "axe-core: none at 390 px either: %s" % problems)
        width = narrow.evaluate("document.documentElement.scrollWidth")
        check(width <= 390, "no horizontal scroll at 390 px (%d)" % width)
        right = narrow.evaluate("Math.max(...Array.from(document.querySelectorAll('.frame, figure img'))"
                                ".map(e => e.getBoundingClientRect().right))")
        check(right <= 390, "every picture whole at 390 px (%d)" % right)
        bar = narrow.evaluate("document.querySelector('.bar').getBoundingClientRect().bottom")
        narrow.evaluate("window.scrollTo(0, 2000)")
        check(narrow.evaluate("document.querySelector('.bar').getBoundingClientRect().bottom") < bar,
              "the bar scrolls away on a phone")
        narrow.close()
        broken = page.evaluate("Array.from(document.images).filter(i => !i.complete || i.naturalWidth === 0).length")
        check(broken == 0, "every picture draws")

        first = '[data-testid="picture"]'
        for layer, default in (("contrast", True), ("targets", False), ("voiceover", False)):
            selector = first + " svg.overlay .layer." + layer
            check(shown(page, selector) == default, "%s overlay %s at first" % (layer, "on" if default else "off"))
            toggle = '[data-testid="overlay-toggle"][data-overlay="%s"]' % layer
            page.click(toggle)
            check(shown(page, selector) != default, "%s overlay toggles" % layer)
            page.click(toggle)
            check(shown(page, selector) == default, "%s overlay toggles back" % layer)
        page.check('[data-testid="overlay-toggle"][data-overlay="voiceover"]')
        order = page.locator(first + " svg.overlay .layer.voiceover text.order").all_text_contents()
        check(order[:3] == ["1", "2", "3"], "VoiceOver order is numbered: %s" % order[:3])
        page.reload()
        check(shown(page, first + " svg.overlay .layer.voiceover"), "a reload keeps the overlays as they were")

        page.select_option('[data-testid="appearance-filter"]', "dark")
        check(not shown(page, '[data-testid="picture"][data-appearance="light"]'), "the light pictures can be hidden")
        page.select_option('[data-testid="appearance-filter"]', "both")

        page.select_option('[data-testid="compare-a"]', themes[0])
        page.select_option('[data-testid="compare-b"]', themes[-1])
        view = '[data-testid="compare-view"]'
        pairs = page.locator(view + " .pair").count()
        check(pairs == len(states) * 2 * sizes, "%s beside %s: %d pairs" % (themes[0], themes[-1], pairs))
        check(page.locator(view + ' .pair >> nth=0 >> [data-testid="compared-picture"]').count() == 2, "two pictures a pair")
        check(not shown(page, '[data-testid="theme"]'), "the theme sections make way")
        if screenshot:
            page.screenshot(path=screenshot)
        page.select_option('[data-testid="compare-a"]', "")
        check(shown(page, '[data-testid="theme"]'), "clearing the comparison brings the sections back")

        page.goto(url + "#try=greeting&unread=7")
        check(page.is_visible('[data-testid="try"]'), "a #try= link opens the Try it panel from disk too")
        check(page.is_visible('[data-testid="try-offline"]'), "saying the controls need the live preview")
        check(page.is_disabled("#try-greeting-unread") and page.input_value("#try-greeting-unread") == "7",
              "its controls hold the link's inputs, greyed")

        check(seen["problems"] == [], "no console error or warning: %s" % seen["problems"])
        others = [r for r in seen["requests"] if not r.startswith(url) and not r.startswith("data:")]
        check(others == [], "no request but the page: %s" % others[:5])
        chromium.close()


def test_failing(index):
    with sync_playwright() as playwright:
        chromium = browser(playwright)
        page = chromium.new_page(viewport={"width": 1400, "height": 1000})
        page.goto("file://" + os.path.abspath(index))
        section = '[data-testid="theme"][data-theme="dim"] [data-state="greeting-expanded"] [data-appearance="light"]'
        finding = page.locator(section + ' [data-testid="audit-finding"]').first
        check(finding.get_attribute("data-use") == "search prompt", "the search prompt is below AA")
        check(re.search(r"\d\.\d\d:1, needs 4\.5", finding.inner_text()), "with its ratio: " + finding.inner_text())
        check(shown(page, section + " svg.overlay rect.finding"), "outlined on the picture")
        label = page.locator(section + " svg.overlay text.finding").first.text_content()
        check(label.endswith(":1"), "the outline says the ratio: " + label)
        plain = '[data-testid="theme"][data-theme="default"] [data-testid="audit-finding"]'
        check(page.locator(plain).count() == 0, "the built-in theme has no finding")
        chromium.close()


def start_preview(masthead, folder):
    """`masthead preview --port 0` in FOLDER: the server, its log and its address, once it says it."""
    log = open(os.path.join(folder, "preview.log"), "w+")
    server = subprocess.Popen(
        [masthead, "preview", "--port", "0", "--text-sizes", "L", "--scenarios", "Scenarios"],
        cwd=folder, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.time() + 30
    port = None
    while port is None and time.time() < deadline and server.poll() is None:
        log.seek(0)
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", log.read())
        port = found and found.group(1)
        time.sleep(0.05)
    check(port is not None, "the server says where it listens")
    return server, log, port


@contextlib.contextmanager
def serving(masthead, folder):
    """The preview running in FOLDER, as (server, port); Ctrl-C must stop it with status 0."""
    server, log, port = start_preview(masthead, folder)
    try:
        yield server, port
        server.send_signal(signal.SIGINT)
        check(server.wait(timeout=10) == 0, "Ctrl-C stops it with status 0")
        log.seek(0)
        check("preview stopped" in log.read(), "and it says so")
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def test_preview(masthead, folder, screenshot):
    theme = os.path.join(folder, "Plugins", "themes", "plain.lua")

    def write_theme(text):
        with open(theme + ".tmp", "w") as out:
            out.write(text)
        os.replace(theme + ".tmp", theme)  # a rename over the file, as editors save

    good = 'return theme {\n  name = "plain",\n  colors = { accent = "%s" },\n}\n'
    write_theme(good % "#1F6FEB")
    with serving(masthead, folder) as (server, port):
        url = "http://127.0.0.1:%s/" % port
        first = urllib.request.urlopen(url, timeout=30).read().decode("utf-8")
        check('data-testid="live"' in first, "the first page is never blank (it waits, then loads)")
        with sync_playwright() as playwright:
            chromium = browser(playwright)
            page = chromium.new_page(viewport={"width": 1300, "height": 900})
            seen = watch(page)
            page.goto(url)
            section = '[data-testid="theme"][data-theme="plain"]'
            badge = section + ' [data-state="greeting-unread-99"] [data-testid="picture"][data-appearance="light"]'
            page.wait_for_selector(badge, timeout=20000)
            check("#1F6FEB" in picture_svg(page, badge), "the theme's accent is drawn")

            requests_before = len(seen["requests"])
            time.sleep(1.5)
            check(len(seen["requests"]) == requests_before, "an idle page asks for nothing (one event stream)")

            # What a reload would lose: a mark on the window, the scroll, a toggle.
            page.evaluate("window.__kept = 1")
            # Only what the edit touches is replaced: the other theme's pictures stay the same elements.
            other = '[data-testid="theme"][data-theme="default"] [data-testid="picture"]'
            page.evaluate("([o, b]) => { window.__other = document.querySelector(o); window.__edited = document.querySelector(b); }",
                          [other, badge])
            page.eval_on_selector(badge, "e => e.scrollIntoView()")
            page.check('[data-testid="overlay-toggle"][data-overlay="targets"]')
            block = section + ' [data-state="greeting-unread-99"]'
            where = "s => document.querySelector(s).getBoundingClientRect().top"
            scrolled = page.evaluate("window.scrollY")
            top = page.evaluate(where, block)
            started = time.time()
            write_theme(good % "#D1242F")
            page.wait_for_function(
                "s => { const i = document.querySelector(s + ' img'); return i && decodeURIComponent(i.src).includes('#D1242F'); }",
                arg=badge, timeout=15000)
            check(True, "an edited colour shows in %.2f s" % (time.time() - started))
            check(page.evaluate("window.__kept") == 1, "without a reload")
            check(page.evaluate("document.contains(window.__other)"), "the other theme's pictures are not redrawn")
            check(not page.evaluate("document.contains(window.__edited)"), "the edited theme's picture is replaced")
            check(page.evaluate("document.querySelectorAll('[data-packed]').length") == 0, "every packed frame unpacked")
            # A picture out of view is swapped as it comes near the view.
            far = section + ' [data-state="greeting-expanded"] [data-testid="picture"][data-appearance="light"]'
            page.eval_on_selector(far, "e => e.scrollIntoView()")
            page.wait_for_function(
                "s => { const i = document.querySelector(s + ' img'); return i && decodeURIComponent(i.src).includes('#D1242F'); }",
                arg=far, timeout=15000)
            check(True, "a picture out of view is swapped once scrolled to")
            page.eval_on_selector(badge, "e => e.scrollIntoView()")
            now = page.evaluate(where, block)
            check(scrolled > 0 and abs(now - top) < 2, "what was in view stays in view (%d, %d)" % (top, now))
            check(page.is_checked('[data-testid="overlay-toggle"][data-overlay="targets"]'), "the toggle kept")

            write_theme('return theme {\n  name = "plain",\n  colors = { accent = "#D1242F" ,\n}\n')
            page.wait_for_selector('[data-testid="stale-problem"]', timeout=15000)
            problem = page.locator('[data-testid="stale-problem"]').inner_text()
            check(re.search(r"Plugins/themes/plain\.lua:\d+", problem), "a broken theme's file and line: " + problem)
            check('colors = { accent = "#D1242F" ,' in problem, "and the code around it")
            check(page.locator(section + ' [data-testid="stale-problem"]').count() == 1, "over its own section")
            check("#D1242F" in picture_svg(page, badge), "its last good pictures stay")
            check(page.evaluate("window.__kept") == 1, "still without a reload")
            stale = '[data-testid="sidebar-theme"][data-theme="plain"] [data-testid="sidebar-stale"]'
            check(page.locator(stale).count() == 1, "the sidebar marks the theme's pictures as its last good ones")
            if screenshot:
                page.eval_on_selector('[data-testid="stale-problem"]', "e => { e.scrollIntoView();"
                                      " window.scrollBy(0, -document.querySelector('.bar').offsetHeight - 8); }")
                page.screenshot(path=screenshot)

            write_theme(good % "#2DA44E")
            page.wait_for_function(
                "s => { const i = document.querySelector(s + ' img'); return i && decodeURIComponent(i.src).includes('#2DA44E'); }",
                arg=badge, timeout=15000)
            check(page.locator('[data-testid="stale-problem"]').count() == 0, "fixing it clears the problem")
            check(page.locator('[data-testid="problem"]').count() == 0, "and the bar's problems")
            check(page.locator('[data-testid="sidebar-stale"]').count() == 0, "and the sidebar's mark")
            check(page.evaluate("window.__kept") == 1, "all without a reload")
            check(server.poll() is None, "the server kept running")
            check(seen["problems"] == [], "no console error or warning: %s" % seen["problems"])
            hosts = {re.sub(r"^(\w+://[^/]+).*", r"\1", r) for r in seen["requests"] if not r.startswith("data:")}
            check(hosts == {"http://127.0.0.1:" + port}, "every request went to the preview: %s" % hosts)
            chromium.close()


def main(arguments):
    kind = arguments[0]
    if kind == "page":
        test_page(arguments[1], arguments[2].split(","), arguments[3].split(","), int(arguments[4]),
                  arguments[5] if len(arguments) > 5 else None)
    elif kind == "failing":
        test_failing(arguments[1])
    elif kind == "preview":
        test_preview(arguments[1], arguments[2], arguments[3] if len(arguments) > 3 else None)
    print("%d passed, 0 failed" % passed)


if __name__ == "__main__":
    main(sys.argv[1:])
