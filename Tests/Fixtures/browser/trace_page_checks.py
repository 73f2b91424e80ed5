"""A trace page used as a person uses it, in Debian's Chromium through Playwright, at 1280x720,
1440x900 and 390x844: the layout, the keyboard, the deep links, the links to and from the HTML
report, the film strip, the motion plot and axe-core on the page and on the report.

    python3 trace_page_checks.py TRACE_HTML REPORT_HTML
    python3 trace_page_checks.py TRACE_HTML REPORT_HTML snapshot

The second, for the trace of a scenario whose snapshot failed, checks the layout and the
snapshot's comparison (snapshot_compare.py) at 1280x720 and 390x844 only.

Prints one line per check and ends with "N passed, 0 failed" (exit 0), or names the first check
that failed (exit 1). Run by TracePageBrowserTests.
"""

import os
import re
import sys
from urllib.parse import unquote, urljoin

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gallery import axe_violations, browser, check  # noqa: E402
from snapshot_compare import compare_checks  # noqa: E402

trace, report = (os.path.abspath(p) for p in sys.argv[1:3])
url = "file://" + trace
SIZES = {"1280": (1280, 720), "1440": (1440, 900), "390": (390, 844)}


def box(page, selector):
    return page.eval_on_selector(selector, "e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }")


def in_view(page, selector):
    left, top, right, bottom = box(page, selector)
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    return bottom > 0 and top < height and right > 0 and left < width and bottom - top > 20


def page_width(page):
    return page.evaluate("Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)")


def layout(chromium, name):
    width, height = SIZES[name]
    page = chromium.new_page(viewport={"width": width, "height": height})
    page.goto(url)
    check(page_width(page) <= width, "%s px: no horizontal scroll (page %d px wide)" % (name, page_width(page)))
    table = box(page, '[data-testid="elements"]')
    check(table[2] <= width, "%s px: the Elements table ends inside the window (%d)" % (name, table[2]))
    steps = page.locator('[data-testid="step"]')
    for index in range(steps.count()):
        steps.nth(index).click()
        check(in_view(page, "#picture"), "%s px: the picture is in view after selecting step %d" % (name, index + 1))
    if name != "390":
        check(page.evaluate("scrollY") == 0, "%s px: selecting steps never scrolled the window" % name)
        check(box(page, "#steps")[3] <= height and box(page, ".panels")[3] <= height + 1,
              "%s px: the step list and the panels are panes inside the window" % name)
    else:
        stage = box(page, ".held")
        listed = box(page, "#steps")
        check(listed[1] >= stage[3] - 1, "390 px: stacked, the picture above the step list")
        page.mouse.wheel(0, 1500)
        page.wait_for_timeout(100)
        check(page.evaluate("scrollY") > 0 and in_view(page, "#picture"), "390 px: the picture stays in view while the page scrolls")
    picture, held = box(page, '[data-testid="picture"]'), box(page, ".held")
    check(picture[2] <= held[2] + 1 and picture[2] - picture[0] >= (held[2] - held[0]) * 0.5 or picture[3] - picture[1] >= 100,
          "%s px: fit zooms the picture to its pane (%d of %d px)" % (name, picture[2] - picture[0], held[2] - held[0]))
    page.click('.zoom button[data-zoom="2"]')
    check(page_width(page) <= width, "%s px: at 2x the picture scrolls in its own pane, not the window" % name)
    zoomed = box(page, '[data-testid="picture"]')
    page.click('.zoom button[data-zoom="1"]')
    natural = box(page, '[data-testid="picture"]')
    check(abs((zoomed[2] - zoomed[0]) - 2 * (natural[2] - natural[0])) < 3, "%s px: 2x is twice 1x" % name)
    problems = axe_violations(page)
    check(problems == [], "%s px: axe-core finds no serious or critical violation on the trace: %s" % (name, problems))
    page.close()


def keyboard(chromium):
    page = chromium.new_page(viewport={"width": 1280, "height": 720})
    page.goto(url)
    check(page.locator("h1").count() == 1, "one h1")
    listbox = page.locator('[role="listbox"]')
    options = page.locator('[role="option"]')
    check(listbox.count() == 1 and options.count() == page.locator('[data-testid="step"]').count(), "the steps are one listbox of options")
    tab_stops = page.evaluate("""() => [...document.querySelectorAll('#steps, #steps *')].filter(e => e.tabIndex >= 0).length""")
    check(tab_stops == 1, "the step list is one Tab stop (%d)" % tab_stops)
    page.keyboard.press("Tab")
    check(page.evaluate("document.activeElement.id") in ("report", "steps"), "Tab reaches the page's first stop")
    if page.evaluate("document.activeElement.id") == "report":
        page.keyboard.press("Tab")
    check(page.evaluate("document.activeElement.id") == "steps", "then the step list")
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    check(outline not in ("none", ""), "focus is visible on the list (%s)" % outline)
    selected = lambda: page.evaluate("""() => [...document.querySelectorAll('[role=option]')].findIndex(o => o.getAttribute('aria-selected') === 'true')""")
    count = options.count()
    page.keyboard.press("Home")
    check(selected() == 0 and page.evaluate("location.hash") == "#step-1", "Home selects the first step, and the link says #step-1")
    page.keyboard.press("ArrowDown")
    check(selected() == 1, "ArrowDown selects the next")
    active = page.evaluate("document.getElementById('steps').getAttribute('aria-activedescendant')")
    check(active == "option-2", "aria-activedescendant follows (%s)" % active)
    page.keyboard.press("End")
    check(selected() == count - 1 and page.evaluate("location.hash") == "#step-%d" % count, "End selects the last")
    page.keyboard.press("ArrowUp")
    check(selected() == count - 2, "ArrowUp the one before")
    check(page.evaluate("scrollY") == 0, "the keys never scrolled the window")

    # The film strip: one Tab stop, arrows move the scrubber.
    frames = page.locator('[data-testid="frame"]')
    first_frame = page.locator('[data-testid="frame"][data-step="1"]').first
    first_frame.focus()
    page.keyboard.press("Enter")
    at = int(page.eval_on_selector("#scrubber", "e => e.value"))
    check(at == int(first_frame.get_attribute("data-instant")), "Enter on a film frame shows its instant")
    page.keyboard.press("ArrowRight")
    check(int(page.eval_on_selector("#scrubber", "e => e.value")) == at + 1, "ArrowRight in the film moves to the next instant")
    check(page.evaluate("document.activeElement.dataset.instant") == str(at + 1), "and focus goes with it")
    film_stops = page.evaluate("""() => [...document.querySelectorAll('#film button')].filter(e => e.tabIndex >= 0).length""")
    check(film_stops == 1, "the film strip is one Tab stop (%d of %d frames)" % (film_stops, frames.count()))
    clock = page.inner_text("#clock")
    page.locator("#steps").focus()
    page.keyboard.press("Enter")
    check(page.inner_text("#clock") != clock and page.locator("#film button.current").get_attribute("data-instant") != str(at + 1),
          "Enter on the list goes back to the step's own picture")

    # Element rows: reachable, and focus outlines the element like hover does.
    row = page.locator('#elements tr[data-element="bell"]')
    row.focus()
    check(page.locator("#overlay rect.outline-frame").count() == 1, "a focused element row outlines its element")
    page.keyboard.press("Tab")
    check(page.evaluate("document.activeElement.tagName") == "TR", "Tab goes on to the next element row")
    page.close()


def links(chromium):
    page = chromium.new_page(viewport={"width": 1280, "height": 720})
    count = None
    page.goto(url + "#step-3")
    selected = page.evaluate("document.querySelector('[aria-selected=true]').dataset.step")
    check(selected == "2", "#step-3 opens on the third step")
    time = page.locator('[data-testid="frame"]').nth(5).get_attribute("data-time")
    page.goto(url + "#t=" + time)
    check(page.eval_on_selector("#scrubber", "e => e.value") == "5", "#t=%s opens on that instant" % time)
    page.evaluate("location.hash = '#step-2'")
    page.wait_for_timeout(50)
    selected = page.evaluate("document.querySelector('[aria-selected=true]').dataset.step")
    check(selected == "1", "a changed fragment moves the page")
    page.locator('[data-testid="frame"]').nth(7).click()
    check(page.evaluate("location.hash").startswith("#t="), "scrubbing writes #t= (%s)" % page.evaluate("location.hash"))

    back = page.get_attribute('[data-testid="report"]', "href")
    check(back is not None and "#" in back, "the trace links back to its report entry (%s)" % back)
    target = urljoin(url, back)
    check(os.path.abspath(unquote(target.split("#")[0][len("file://"):])) == report, "to the report that was written")
    page.click('[data-testid="report"]')
    page.wait_for_load_state()
    fragment = unquote(page.evaluate("location.hash")[1:])
    check(page.evaluate("id => !!document.getElementById(id)", fragment), "to the scenario's own entry")
    entry = page.locator("details.scenario").filter(has=page.locator("a.trace"))
    failed = page.locator("details.scenario.failed")
    check(failed.count() >= 1 and all(failed.nth(i).locator("a.trace").count() == 1 for i in range(failed.count())),
          "every failed entry in the report links to its trace")
    href = page.locator("details.scenario.failed a.trace").first.get_attribute("href")
    check(os.path.abspath(unquote(urljoin("file://" + report, href)[len("file://"):])) == trace, "the link is the trace page")
    page.close()
    for name in ("1280", "390"):
        width, height = SIZES[name]
        report_page = chromium.new_page(viewport={"width": width, "height": height})
        report_page.goto("file://" + report)
        problems = axe_violations(report_page)
        check(problems == [], "%s px: axe-core finds no serious or critical violation on the report: %s" % (name, problems))
        report_page.close()
    del count, entry


def scrubbing(chromium):
    page = chromium.new_page(viewport={"width": 1280, "height": 720})
    page.goto(url)
    page.evaluate("""() => { window.filmChanges = 0;
      new MutationObserver((records) => { window.filmChanges += records.filter(r => r.type === 'childList').length; })
        .observe(document.getElementById('film'), { childList: true, subtree: true }); }""")
    total = int(page.eval_on_selector("#scrubber", "e => e.max")) + 1
    steps_seen = page.evaluate("""(total) => { const s = document.getElementById('scrubber'); const seen = new Set();
      for (let k = 0; k < total; k++) { s.value = String(k); s.dispatchEvent(new Event('input'));
        seen.add(document.querySelector('[aria-selected=true]').dataset.step); } return seen.size; }""", total)
    changes = page.evaluate("window.filmChanges")
    check(steps_seen >= 3 and changes == 0,
          "scrubbing all %d instants across %d steps changes the film strip's nodes %d times" % (total, steps_seen, changes))
    page.close()


def plot(chromium):
    page = chromium.new_page(viewport={"width": 1280, "height": 720})
    page.goto(url)
    fail = page.get_attribute("#fail-mark", "data-time")
    check(fail is not None and page.is_visible("#fail-mark"), "the failing expectation is marked on the timeline (t = %s)" % fail)
    failing_step = page.evaluate("document.querySelector('[aria-selected=true]').dataset.step")
    check(page.locator("#steps li.failing").get_attribute("data-step") == failing_step, "the page opens on the failing step")
    check(page.get_attribute("#plot .fail-time", "data-time") == fail, "and on the plot at the same instant")
    expected = page.evaluate("JSON.parse(document.getElementById('masthead-trace').textContent).failure.expected")
    lines = page.locator("#plot line.expected")
    if re.fullmatch(r"\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*", str(expected)):
        check(lines.count() == 1 and float(lines.get_attribute("data-value")) == float(expected),
              "the expected value %s is drawn as a line" % expected)
    else:
        check(lines.count() == 0, "an expected value that is not a number (%s) draws no line" % expected)
    # A step whose elements move: ticks, a legend per element and a cursor on the scrubber.
    moving = page.evaluate("""() => JSON.parse(document.getElementById('masthead-trace').textContent).steps
      .findIndex(s => s.frames.some(f => f.m.length))""")
    page.locator('[data-testid="step"]').nth(moving).click()
    time_ticks = page.locator("#plot text.tick-x").count()
    value_ticks = page.locator("#plot text.tick-y").count()
    check(time_ticks >= 3 and value_ticks >= 3, "the plot has time (%d) and value (%d) ticks" % (time_ticks, value_ticks))
    tracks = page.eval_on_selector_all("#plot polyline", "ls => ls.map(l => l.dataset.element + '/' + l.dataset.token)")
    legend = page.eval_on_selector_all("#legend li", "ls => ls.map(l => l.dataset.element + '/' + l.dataset.token)")
    check(tracks and tracks == legend, "a legend entry per element's track: %s" % legend)
    check(page.locator("#plot [data-testid=still]").count() == 0, "a step whose tracks change is not called still")
    frames = page.locator('[data-testid="frame"][data-step="%d"]:not([data-frame="-1"])' % moving)
    check(frames.count() >= 3, "the moving step has frames (%d)" % frames.count())
    frame = frames.nth(0)
    frame.click()
    cursor = page.get_attribute("#cursor", "data-time")
    check(cursor == frame.get_attribute("data-time"), "the plot's cursor is at the scrubber's instant (%s)" % cursor)
    x1 = float(page.get_attribute("#cursor", "x1"))
    frames.nth(frames.count() - 1).click()
    check(float(page.get_attribute("#cursor", "x1")) > x1, "and moves with it")
    still = page.evaluate("""() => JSON.parse(document.getElementById('masthead-trace').textContent).steps
      .findIndex((s, i) => i > 0 && !s.frames.length && s.moves !== true)""")
    if still >= 0:
        page.locator('[data-testid="step"]').nth(still).click()
        if page.locator("#steps li.failing").get_attribute("data-step") != str(still):
            check(page.locator("#plot [data-testid=still]").count() == 1, "a step where nothing moves says so")
    page.close()


def snapshot(chromium, name):
    width, height = SIZES[name]
    page = chromium.new_page(viewport={"width": width, "height": height})
    page.goto(url)
    compare_checks(page, "trace at %s px" % name)
    page.close()


with sync_playwright() as playwright:
    chromium = browser(playwright)
    if sys.argv[3:] == ["snapshot"]:
        for size in ("1280", "390"):
            layout(chromium, size)
            snapshot(chromium, size)
    else:
        for size in SIZES:
            layout(chromium, size)
        keyboard(chromium)
        links(chromium)
        scrubbing(chromium)
        plot(chromium)
    chromium.close()
print("%d passed, 0 failed" % __import__("gallery").passed)
